// The public face of the link-preview module: all that code outside it may import (lint-enforced, docs/decisions).
export { findLinkPreview, PREVIEW_IMAGE, type LinkPreview } from './link-preview';
