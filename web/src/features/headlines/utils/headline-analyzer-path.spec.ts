import { describe, expect, it } from '@jest/globals';
import { headlineAnalyzerPath } from './headline-analyzer-path';

describe('headlineAnalyzerPath', () => {
  describe('when the headline belongs to a trending item', () => {
    it('should carry the item id beside the encoded headline', () => {
      expect(headlineAnalyzerPath('RBI holds rates & more', 42)).toBe('/headline-analyzer?headline=RBI+holds+rates+%26+more&itemId=42');
    });
  });

  describe('when it belongs to none', () => {
    it('should carry the headline only', () => {
      expect(headlineAnalyzerPath('RBI holds rates')).toBe('/headline-analyzer?headline=RBI+holds+rates');
    });
  });
});
