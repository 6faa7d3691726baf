// @ts-check
// Material's "Back to top" pill shows as the page scrolls up, just under the header: where a widget puts its
// question, its title or its progress bar on a phone. While a widget's `watched` part is on screen, the widget
// carries data-on-screen, and the stylesheet hides the pill (the Drill, the dealer, the lessons and quizzes).

/** @param {HTMLElement} root @param {Element} [watched] */
export function markOnScreen(root, watched = root) {
  const onScreen = new IntersectionObserver((seen) => {
    for (const one of seen) root.toggleAttribute("data-on-screen", one.isIntersecting);
  });
  onScreen.observe(watched);
}
