/**
 * A few lines instead of a UI library: elements built with createElement, never from HTML strings, so
 * text is never parsed as markup and nothing needs an inline style (the server's CSP forbids them;
 * positions are set through the CSSOM, which CSP allows).
 */

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | undefined | null | ((event: never) => void)>;

function apply(node: Element, props: Props): void {
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') {
      node.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    } else if (name === 'text') {
      node.textContent = String(value);
    } else {
      node.setAttribute(name, value === true ? '' : String(value));
    }
  }
}

function append(node: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child);
  }
}

/** An HTML element: `h('button', { type: 'button', class: 'x', onClick: fn }, 'Quay')`. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  apply(node, props);
  append(node, children);
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element, attributes as given (presentation attributes such as fill are not inline styles). */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  apply(node, props);
  append(node, children);
  return node;
}

/** Replaces every child of `node`. */
export function fill(node: Element, ...children: Child[]): void {
  node.replaceChildren();
  append(node, children);
}
