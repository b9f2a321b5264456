/** The Node.js this release runs on (package.json `engines`, `.nvmrc`): 24 or newer. */
export const REQUIRED_NODE_MAJOR = 24;

/** A message naming the problem when `version` ("20.20.2") is older than required, else null. */
export function unsupportedNode(version: string): string | null {
  const major = Number(version.split(".")[0]);
  if (Number.isInteger(major) && major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `This release needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is Node.js ${version}. ` +
    `Install Node.js ${REQUIRED_NODE_MAJOR} (docs/deploy.md, section 1), or run it through npm in a ` +
    `checkout, which brings its own (the "node" devDependency).`
  );
}
