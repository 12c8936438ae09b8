import '../messages';
import { t } from '@lingui/core/macro';

/** Why the camera did not start, in words a guide at the meeting point can act on. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t`Camera access was refused. Allow the camera for this site in your browser's settings, or type the booking reference below.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t`No camera was found on this device. Type the booking reference below.`;
    case 'NotReadableError':
    case 'AbortError':
      return t`The camera is busy or could not start. Close other apps that use it and try again.`;
    case 'NotSupportedError':
      return t`This browser cannot use the camera here (it needs a secure https page). Type the booking reference below.`;
    default:
      return t`The camera could not start. Try again, or type the booking reference below.`;
  }
}

/** The browser can give this page a camera at all (a secure page with getUserMedia). */
export function canUseCamera(): boolean {
  return window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
