/**
 * What remains of the shell's English strings (the rest is the adminShell namespace): the title
 * suffix of the screens whose meta is not yet `adminMeta` (app/lib/admin-meta.ts). Goes when the
 * last of them is converted.
 */
export const SHELL_TEXT = { titleSuffix: "Admin" } as const;
