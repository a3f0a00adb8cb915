import { describe, expect, it } from '@jest/globals';
import { ApiError, errorMessage } from './api-client';

describe(errorMessage.name, () => {
  const fallback = 'The settings could not be saved.';

  describe('when the server answered with its JSON error', () => {
    it("should say the server's message", () => {
      const error = new ApiError(
        400,
        '400: {"statusCode":400,"message":"Choose a model."}',
        '{"statusCode":400,"message":"Choose a model."}',
      );

      expect(errorMessage(error, fallback)).toBe('Choose a model.');
    });
  });

  describe('when the answer was not our JSON (a proxy page)', () => {
    it('should say the fallback, not the raw status and body', () => {
      const body = '<html><body>Bad Gateway</body></html>';
      const error = new ApiError(502, `502: ${body}`, body);

      expect(errorMessage(error, fallback)).toBe(fallback);
    });
  });

  describe('when the request never reached the server', () => {
    it("should say the fallback, not the browser's words", () => {
      expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    });
  });
});
