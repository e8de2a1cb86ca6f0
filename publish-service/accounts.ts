/**
 * Operator accounts: a JSON file of `{username, name, role, passwordHash}` (bcrypt). Editors save drafts;
 * publishers also publish and roll back. `npm run publish-service:hash` prints a hash for a new password.
 */
import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { isRecord, stringMember } from './guards';

export type OperatorRole = 'editor' | 'publisher';

export interface Operator {
  username: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
}

const USERNAME = /^[a-z][a-z0-9._-]{2,31}$/;
const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
/** Compared against when the user name is unknown, so both answers take the same time. */
const DUMMY_HASH = '$2b$10$INKyaMnBzM8PFsubl8vaOOEpdmOLfE3GxCmp2eibMwSVV1s10oSlG';

function parseOperator(value: unknown, index: number): Operator {
  const where = `operators[${index}]`;
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  const username = stringMember(value, 'username', 32);
  const name = stringMember(value, 'name', 100);
  const passwordHash = stringMember(value, 'passwordHash', 100);
  const role = value['role'];
  if (!username.ok || !USERNAME.test(username.value)) throw new Error(`${where}.username must be 3-32 of a-z 0-9 . _ - starting with a letter`);
  if (!name.ok) throw new Error(`${where}.name: ${name.message}`);
  if (!passwordHash.ok || !BCRYPT.test(passwordHash.value)) throw new Error(`${where}.passwordHash must be a bcrypt hash (npm run publish-service:hash)`);
  if (role !== 'editor' && role !== 'publisher') throw new Error(`${where}.role must be "editor" or "publisher"`);
  return { username: username.value, name: name.value, role, passwordHash: passwordHash.value };
}

export function parseAccounts(value: unknown): Operator[] {
  if (!isRecord(value) || !Array.isArray(value['operators'])) throw new Error('the accounts file must be {"operators": [...]}');
  const operators = value['operators'].map(parseOperator);
  const seen = new Set<string>();
  for (const operator of operators) {
    if (seen.has(operator.username)) throw new Error(`operator "${operator.username}" is listed twice`);
    seen.add(operator.username);
  }
  return operators;
}

export function loadAccounts(file: string): Operator[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the operator accounts file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseAccounts(JSON.parse(text));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The operator whose password this is, else undefined (same work either way). */
export async function verifyOperator(operators: readonly Operator[], username: string, password: string): Promise<Operator | undefined> {
  const operator = operators.find((candidate) => candidate.username === username);
  const matches = await bcrypt.compare(password, operator?.passwordHash ?? DUMMY_HASH);
  return operator && matches ? operator : undefined;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 12);
}
