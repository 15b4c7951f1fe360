// Used by the lock test: tries to open DATA_DIR (argv[2]) in a separate process and prints what happened.
import { createDb } from '../db/client';

createDb({ pgliteDir: process.argv[2] })
  .then(async (handle) => {
    console.log('OPENED');
    await handle.close();
  })
  .catch((err: Error) => {
    console.log(`REFUSED: ${err.message}`);
    process.exit(3);
  });
