import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { dismissToast, toast } from './toast';

describe(toast.name, () => {
  // A dismissed toast stays in memory for 1,000,000 ms (SPEC section 4): a timer Jest must not wait for.
  beforeAll(() => {
    jest.useFakeTimers();
  });
  afterAll(() => {
    jest.useRealTimers();
  });

  describe('when a toast with onClose is dismissed', () => {
    it('should call onClose once', () => {
      const onClose = jest.fn();
      const id = toast({ title: 'Angle removed', onClose });

      dismissToast(id);
      dismissToast(id);

      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a newer toast replaces it', () => {
    it('should call onClose of the replaced one only', () => {
      const first = jest.fn();
      const second = jest.fn();
      toast({ title: 'Angle removed', onClose: first });

      const id = toast({ title: 'Angle removed', onClose: second });

      expect(first).toHaveBeenCalledTimes(1);
      expect(second).not.toHaveBeenCalled();
      dismissToast(id);
    });
  });
});
