// The first stage of main.tsx (docs/decisions/046): React, React DOM and the router, evaluated in
// a task of their own. Re-exported so the build keeps the import (start.tsx uses them).
export { createRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router/dom';
