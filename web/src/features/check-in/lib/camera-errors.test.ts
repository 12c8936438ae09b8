import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './camera-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraErrorMessage', () => {
  it('explains a refused permission and offers the typed reference', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toMatch(/refused.*type the booking/i);
  });

  it('says when there is no camera', () => {
    expect(cameraErrorMessage(domError('NotFoundError'))).toMatch(/No camera was found/);
  });

  it('says when the camera is busy', () => {
    expect(cameraErrorMessage(domError('NotReadableError'))).toMatch(/busy/);
  });

  it('has words for anything else', () => {
    expect(cameraErrorMessage('odd')).toMatch(/could not start/);
  });
});
