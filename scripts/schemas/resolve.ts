/** `npm run schemas:resolve -- <document> [context flags] [--explain]`: the resolved tree as normalized JSON (cli-commands.ts). */
import { printCommandOutput, resolveCommand } from './cli-commands';

printCommandOutput(await resolveCommand(process.argv.slice(2)));
