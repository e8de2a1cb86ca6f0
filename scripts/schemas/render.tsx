/**
 * `npm run schemas:render -- <document> (a screen, layout, menu or form) --role R --flags F --lang L [--merchant M]
 * [--scenario S] [--data embedded]`: the rendered HTML, byte-identical across runs (cli-commands.ts).
 */
import { printCommandOutput, renderCommand } from './cli-commands';

printCommandOutput(await renderCommand(process.argv.slice(2)));
