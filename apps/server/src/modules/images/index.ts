// The public face of the images module: all that code outside it may import (lint-enforced, docs/decisions).
export { imageRoutes, uploadedFilesAtRoot } from './images.routes';
export { imagesServices } from './images.services';
export { ImagesService } from './images.service';
