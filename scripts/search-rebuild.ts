/**
 * npm run search:rebuild: writes the site search's index again from the content (decision 0042),
 * after a restore by hand or a bulk import straight into the database; searches go on meanwhile.
 * A server rebuilds it by itself when a release changes the analysis.
 */
import { rebuildIndex } from "../server/search/search-index.ts";
import { openDatabase } from "./cli-context.ts";

const { db } = await openDatabase();
try {
  // Called after each batch of up to 200 items of one kind.
  const documents = await rebuildIndex(db, (done) => {
    process.stdout.write(`Indexed ${done} items…\n`);
  });
  process.stdout.write(`The search index holds ${documents} documents.\n`);
} finally {
  await db.destroy();
}
