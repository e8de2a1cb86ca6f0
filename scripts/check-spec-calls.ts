/**
 * `tsx scripts/check-spec-calls.ts <call log>`: the last step of `npm test` (scripts/test-all.sh). Spec §7's calls
 * against the calls the unit and e2e runs made to the embedded platform (scripts/spec-calls.ts says what fails).
 */
import { readFileSync } from 'node:fs';
import { callsMade, checkSpecCalls, named, SPEC_CALLS } from './spec-calls';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/check-spec-calls.ts <call log>');
  process.exit(2);
}
const made = callsMade(readFileSync(file, 'utf8'));
if (![...made.values()].some((entry) => entry.byUi)) {
  console.error(`spec §7 calls: ${file} has no call of the e2e run (was a running preview reused? its platform logs nothing)`);
  process.exit(1);
}
const problems = checkSpecCalls(made);
const notYet = SPEC_CALLS.filter((call) => call.notYetMade);
console.log(`spec §7 calls: ${SPEC_CALLS.length - notYet.length} of ${SPEC_CALLS.length} made by the site (e2e or its component tests); not made yet:`);
for (const call of notYet) console.log(`  - ${named(call)}: ${call.notYetMade}`);
if (problems.length > 0) {
  console.error(`spec §7 calls, ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
