/**
 * Runs `task` once the frame the browser is preparing now has been painted and put on screen, and returns what
 * cancels it: a task after the animation frame that follows that frame (the next frame's callbacks run once the
 * one before it has been presented). For work that must not go out before what is on its way to the screen: a
 * request started inside the commit that draws a page goes out before that page's frame, and on a phone's one
 * connection its bytes come before the page's own. One frame was not enough: the frame's paint reached the screen
 * ~10 ms after the task that followed it (Lighthouse traces of Croupier's wallet, TY).
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(task, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
