import { describe, expect, it } from 'vitest';
import type { Article } from '../content/articles';
import { filterArticles } from './filter-articles';

function article(title: string, excerpt: string, category: Article['category']): Article {
  return {
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    excerpt,
    category,
    author: 'A. Writer',
    publishedOn: '2026-01-01',
    readMinutes: 3,
    coverTourSlug: 'some-tour',
    relatedCities: [],
  };
}

const list = [
  article('Night Trains Explained', 'Sleeper cabins across Europe.', 'Climate Action'),
  article('Packing Light', 'One bag for trains and ferries.', 'Travel Tips'),
  article('Cork Forests', 'Protecting the montado.', 'Conservation'),
];

const titles = (filtered: Article[]) => filtered.map((a) => a.title);

describe('filterArticles', () => {
  it('keeps every article for All and an empty query', () => {
    expect(filterArticles(list, { query: '', category: 'All' })).toEqual(list);
  });

  it('keeps only the chosen category', () => {
    expect(titles(filterArticles(list, { query: '', category: 'Travel Tips' }))).toEqual([
      'Packing Light',
    ]);
    expect(filterArticles(list, { query: '', category: 'Wellness' })).toEqual([]);
  });

  it('matches the query in the title or the excerpt, ignoring case and outer spaces', () => {
    expect(titles(filterArticles(list, { query: '  TRAINS ', category: 'All' }))).toEqual([
      'Night Trains Explained',
      'Packing Light',
    ]);
    expect(titles(filterArticles(list, { query: 'montado', category: 'All' }))).toEqual([
      'Cork Forests',
    ]);
  });

  it('applies the category and the query together', () => {
    expect(titles(filterArticles(list, { query: 'trains', category: 'Travel Tips' }))).toEqual([
      'Packing Light',
    ]);
    expect(filterArticles(list, { query: 'cork', category: 'Travel Tips' })).toEqual([]);
  });

  it('does not match the author or the category name', () => {
    expect(filterArticles(list, { query: 'writer', category: 'All' })).toEqual([]);
    expect(filterArticles(list, { query: 'conservation', category: 'All' })).toEqual([]);
  });
});
