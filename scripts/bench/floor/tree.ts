// A page's markup as plain data, and back into React elements: the floor page (floor.ts) renders it on the server and
// hydrates it in the browser, so its markup is the site's page's own, made by React with no component of ours.
import { createElement, type ReactNode } from 'react';

/** Text, or an element: its tag, its React props and its children. */
export type FloorNode = string | [tag: string, props: Record<string, unknown>, children: FloorNode[]];

export function toElements(nodes: FloorNode[]): ReactNode[] {
  return nodes.map((node) => (typeof node === 'string' ? node : createElement(node[0], node[1], ...toElements(node[2]))));
}
