// Node loader hooks: widget modules import their .css for Vite; under Node (CLIs) styles are irrelevant.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
