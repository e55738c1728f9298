// The public face of the auth module: all that code outside it may import (lint-enforced, docs/decisions).
export { authRoutes } from './auth.routes';
export { authServices } from './auth.services';
export { type AuthService } from './auth.service';
export { LoginThrottle } from './login-throttle';
