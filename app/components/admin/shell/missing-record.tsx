/** A record's page opened for one that does not exist (a stale link): the screen's heading, and why. */
export function MissingRecord({ heading, text }: { heading: string; text: string }) {
  return (
    <div role="alert" className="space-y-2">
      <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  );
}
