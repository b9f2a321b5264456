/**
 * A story's read time is stored as typed ("5 min read", "5 min de lecture", "5 мин чтения"); pages
 * and the admin show the minutes in their own language. Anything else typed there is shown as it is.
 */
export function readMinutes(readTime: string): number | null {
  const m = /^\s*(\d+)\s*(min|мин)/iu.exec(readTime);
  return m ? Number(m[1]) : null;
}
