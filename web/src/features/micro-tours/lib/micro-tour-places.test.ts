import { describe, expect, it } from 'vitest';
import { choosePlace, citiesOf } from './micro-tour-places';

const places = [
  { country: 'France', city: 'Lyon' },
  { country: 'France', city: 'Paris' },
  { country: 'Poland', city: 'Krakow' },
  { country: 'Poland', city: 'Warsaw' },
];
const allCities = ['Krakow', 'Lyon', 'Paris', 'Warsaw'];

describe('citiesOf', () => {
  it('offers only the cities of the chosen country, and all without one', () => {
    expect(citiesOf(places, allCities, 'Poland')).toEqual(['Krakow', 'Warsaw']);
    expect(citiesOf(places, allCities, '')).toEqual(allCities);
  });
});

describe('choosePlace', () => {
  it('choosing a city sets its country', () => {
    expect(choosePlace(places, { country: 'Poland', city: '' }, { city: 'Paris' })).toEqual({
      country: 'France',
      city: 'Paris',
    });
    expect(choosePlace(places, { country: '', city: '' }, { city: 'Warsaw' })).toEqual({
      country: 'Poland',
      city: 'Warsaw',
    });
  });

  it('choosing another country drops a city that is not in it', () => {
    expect(
      choosePlace(places, { country: 'France', city: 'Paris' }, { country: 'Poland' }),
    ).toEqual({ country: 'Poland', city: '' });
    expect(choosePlace(places, { country: '', city: 'Paris' }, { country: 'France' })).toEqual({
      country: 'France',
      city: 'Paris',
    });
  });

  it('All cities keeps the country; All countries keeps the city', () => {
    expect(choosePlace(places, { country: 'France', city: 'Paris' }, { city: '' })).toEqual({
      country: 'France',
      city: '',
    });
    expect(choosePlace(places, { country: 'France', city: 'Paris' }, { country: '' })).toEqual({
      country: '',
      city: 'Paris',
    });
  });
});
