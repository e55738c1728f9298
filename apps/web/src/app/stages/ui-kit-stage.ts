// The second stage of main.tsx (docs/decisions/046): the UI kit and data libraries (the vendor
// chunk) in a task of their own. Re-exported so the build keeps the import (the app uses them).
export { QueryClient } from '@tanstack/react-query';
export { Container } from 'react-bootstrap';
