// The floor page's script: React and React Router hydrating the page's markup, and nothing else of the site.
import { createElement, Fragment } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type FloorNode, toElements } from './tree';

const nodes = JSON.parse(document.getElementById('__floor')!.textContent!) as FloorNode[];
const router = createBrowserRouter([{ path: '*', element: createElement(Fragment, null, ...toElements(nodes)) }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
