-- Each search column stays inside its row (issue 48's bench): since the translations, a catalogue
-- row is past PostgreSQL's 2 KB tuple target, and the longest search columns (German, French)
-- were moved out to the TOAST table, so a trigram search's recheck read a second page for
-- every candidate row (15,146 buffers against 3,221 for the same rows in English). With storage
-- `main`, the toaster compresses and moves out the jsonb translations and the long descriptions
-- first, and a search column only as a last resort. Rows written from now on are laid out so;
-- rows already written keep their layout until written again (an operator may rewrite both
-- tables at once with `vacuum full public.tours, public.micro_tours`).
alter table public.tours
  alter column search_text set storage main,
  alter column search_text_de set storage main,
  alter column search_text_fr set storage main,
  alter column search_text_es set storage main,
  alter column search_text_it set storage main;
alter table public.micro_tours
  alter column search_text set storage main,
  alter column search_text_de set storage main,
  alter column search_text_fr set storage main,
  alter column search_text_es set storage main,
  alter column search_text_it set storage main;
