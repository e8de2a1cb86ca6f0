/**
 * Runs `task` once the browser has painted the frame it is preparing now (a task after the next animation frame),
 * and returns what cancels it. For work that must not go out before what is on its way to the screen: a request
 * started inside the commit that draws a page goes out before that page's frame, and on a phone's one connection its
 * bytes come before the page's own.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
