/**
 * One run at a time of a job that counts what it did (mail sent): a call while a run is on its way
 * gets that run's promise and makes it look again once more when it ends, so work that arrived
 * during a run is never left for the next timer. `current()` is the run on its way, if any.
 */
export function coalescedRun(work: () => Promise<number>, stopped: () => boolean = () => false) {
  let running: Promise<number> | null = null;
  let again = false;
  return {
    run(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let done = 0;
        do {
          again = false;
          done += await work();
        } while (again && !stopped());
        return done;
      })().finally(() => (running = null));
      return running;
    },
    current: () => running,
  };
}
