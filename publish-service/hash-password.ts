/**
 * `npm run publish-service:hash -- <username> <role> "<name>"`: reads a password from standard input and prints the
 * account line for the operator accounts file (PUBLISH_ACCOUNTS_FILE), with a bcrypt hash (cost 12).
 */
import { createInterface } from 'node:readline/promises';
import { hashPassword } from './accounts';

const [username, role, name] = process.argv.slice(2);
if (!username || (role !== 'editor' && role !== 'publisher') || !name) {
  console.error('usage: npm run publish-service:hash -- <username> <editor|publisher> "<full name>"  (the password is read from standard input)');
  process.exit(1);
}
const input = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
const password = (await input.question('password: ')).trim();
input.close();
if (password.length < 10) {
  console.error('use at least 10 characters');
  process.exit(1);
}
console.log(JSON.stringify({ username, name, role, passwordHash: await hashPassword(password) }));
