// `npm run backup`: a consistent online backup of DATA_DIR's database into
// DATA_DIR/backups (keeping the newest 7), safe while the server is running.
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupDatabase } from '../server/src/adapters/sqlite/operator/backup.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const db = new Database(path.join(dataDir, 'rifa.sqlite'), { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  const file = await backupDatabase(db, dataDir);
  console.log(`backup escrito: ${file}`);
} finally {
  db.close();
}
