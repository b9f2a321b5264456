/**
 * Brand marks for the sprite (lucide no longer ships brand icons), drawn on the same 24 × 24 grid:
 * the inner markup of each <symbol>, filled or stroked with currentColor. Read only by
 * `npm run icons` (scripts/icon-sprite.ts); pages draw them with `<Icon name="facebook" />`.
 */
export const BRAND_MARKS = {
  facebook:
    '<path fill="currentColor" stroke="none" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21h3Z"/>',
  "x-brand":
    '<path fill="currentColor" stroke="none" d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
  youtube:
    '<path fill="currentColor" stroke="none" d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path fill="currentColor" stroke="none" d="M7 10h2.2v7H7ZM8.1 6.5a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6ZM10.8 10h2.1v1c.4-.7 1.3-1.2 2.4-1.2 2.1 0 2.7 1.3 2.7 3.2v4h-2.2v-3.6c0-.9-.2-1.7-1.2-1.7s-1.5.7-1.5 1.7V17h-2.3Z"/>',
  tiktok:
    '<path fill="currentColor" stroke="none" d="M16.6 3h-3.1v12.2a2.7 2.7 0 1 1-2.7-2.7l.8.1V9.4a6 6 0 1 0 5 5.9V9.2a7.4 7.4 0 0 0 4.4 1.4V7.5A4.5 4.5 0 0 1 16.6 3Z"/>',
  vk: '<path fill="currentColor" stroke="none" d="M12.9 17.5C7 17.5 3.6 13.4 3.5 6.5h3c.1 5.1 2.3 7.2 4.1 7.7V6.5h2.8v4.4c1.7-.2 3.5-2.2 4.1-4.4h2.8a8.3 8.3 0 0 1-3.8 5.4 8.6 8.6 0 0 1 4.5 5.6h-3.1a5.4 5.4 0 0 0-4.5-3.9v3.9Z"/>',
  telegram:
    '<path fill="currentColor" stroke="none" d="M21.5 3.5 2.8 10.7c-1 .4-1 1.6 0 1.9l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.7 3.5c.6.4 1.4.1 1.6-.6l3.2-15.8c.2-.9-.6-1.6-1.4-1.3ZM9.9 14.4l-.6 3.6-1.3-4.2 10.5-6.6-8.6 7.2Z"/>',
  whatsapp:
    '<path d="M3.5 20.5 4.8 16.3A8.5 8.5 0 1 1 8 19.4Z"/><path fill="currentColor" stroke="none" d="M9 8.2c.2-.4.5-.4.8-.4h.5c.2 0 .4 0 .5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.2-.1.4 0 .5a6 6 0 0 0 2.7 2.4c.2.1.4 0 .5-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.2.1.3.3.3.5 0 .6-.3 1.5-1.4 1.8-1 .3-2.4-.1-4-1.2a9.4 9.4 0 0 1-3-3.3c-.6-1.2-.6-2.3-.1-3.1Z"/>',
} as const;

export type BrandMarkName = keyof typeof BRAND_MARKS;
