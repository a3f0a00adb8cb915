import { describe, expect, it } from '@jest/globals';
import { parseCalendarParams, withCalendarParams } from './calendar-params';

describe(parseCalendarParams.name, () => {
  it('should read every setting from the URL', () => {
    const params = parseCalendarParams(
      new URLSearchParams(
        'view=month&month=2027-04&outlet=long_lead&sector=tech&region=europe&startDate=2027-01-01&endDate=2027-06-30&search=cup',
      ),
    );
    expect(params).toEqual({
      view: 'month',
      month: '2027-04',
      outlet: 'long_lead',
      sector: 'tech',
      region: 'europe',
      startDate: '2027-01-01',
      endDate: '2027-06-30',
      search: 'cup',
    });
  });

  it('should read a value that is not allowed as unset', () => {
    const params = parseCalendarParams(new URLSearchParams('view=year&month=2027-13&outlet=weekly&sector=crypto&startDate=2027-02-30'));
    expect(params).toMatchObject({ view: 'list', month: null, outlet: 'online', sector: 'all', startDate: '' });
  });
});

describe(withCalendarParams.name, () => {
  it('should set changed settings, drop defaults and keep other parameters', () => {
    const next = withCalendarParams(new URLSearchParams('sector=tech&keep=1'), { sector: 'all', view: 'month', search: 'earth day' });
    expect(next.toString()).toBe('keep=1&view=month&search=earth+day');
  });
});
