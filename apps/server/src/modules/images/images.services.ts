import type { AppDeps } from '../../lib/app-deps';
import { ImagesService } from './images.service';

/** The images module's services, built once by the app (docs/decisions/039). */
export function imagesServices(deps: AppDeps) {
  return {
    images: new ImagesService(deps.db),
  };
}
