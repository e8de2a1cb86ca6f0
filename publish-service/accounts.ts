/**
 * Operator accounts: a JSON file of `{username, name, role, passwordHash}` (bcrypt). Editors save drafts;
 * publishers also publish and roll back. `npm run publish-service:hash` prints a hash for a new password.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
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
/** The cost a new password is hashed with (`npm run publish-service:hash`). */
export const NEW_HASH_COST = 12;

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

/** A bcrypt hash's cost (the `12` of `$2b$12$…`). */
export function hashCost(hash: string): number {
  return Number(hash.slice(4, 6));
}

/** How a password is compared with a hash (in worker threads: password-checker.ts). */
export type PasswordMatch = (password: string, hash: string) => Promise<boolean>;

/**
 * The accounts, and what an unknown user name is checked against: a hash of a random password made at start with
 * the cost the accounts' hashes have, so a wrong name takes the same time as a wrong password at any cost. The
 * accounts should share one cost (a warning says when they do not; the dummy takes the highest).
 */
export class Accounts {
  private constructor(readonly operators: readonly Operator[], private readonly dummyHash: string) {}

  /** Made once at start, before the service listens (a cost-12 hash takes a moment). */
  static of(operators: readonly Operator[]): Accounts {
    const costs = [...new Set(operators.map((operator) => hashCost(operator.passwordHash)))].sort((a, b) => a - b);
    if (costs.length > 1) console.warn(`[publish] the operator accounts' password hashes have different costs (${costs.join(', ')}): a sign-in's time tells which cost its account has; hash them again with one cost`);
    const cost = costs.at(-1) ?? NEW_HASH_COST;
    return new Accounts(operators, bcrypt.hashSync(randomBytes(18).toString('base64'), cost));
  }

  /** The operator whose password this is, else undefined (the same work either way). */
  async verify(username: string, password: string, match: PasswordMatch): Promise<Operator | undefined> {
    const operator = this.operators.find((candidate) => candidate.username === username);
    const matches = await match(password, operator?.passwordHash ?? this.dummyHash);
    return operator && matches ? operator : undefined;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, NEW_HASH_COST);
}
