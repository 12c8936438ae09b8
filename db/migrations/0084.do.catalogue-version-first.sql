-- A listing's statement triggers that write catalogue-wide rows (place names 0050, the search
-- vocabulary 0079, the catalogue version 0033) now take the version's one row first. PostgreSQL
-- fires a table's triggers of one event in the order of their names, and `version` came last:
-- a statement locked place-name rows (and the vocabulary's lock), then waited for the version row.
-- A transaction that already held the version row (from an earlier statement: any edit of a
-- listing) and then wrote the same place names waited for it in turn, and PostgreSQL ended one of
-- the two with `deadlock detected`. With the version row first, every writer of those rows queues
-- on it before it holds any of them. The version trigger locks only when the statement changed
-- rows, and the others write only then.
do $$
declare
  target text;
  event text;
begin
  foreach target in array array['tours', 'micro_tours'] loop
    foreach event in array array['insert', 'update', 'delete', 'truncate'] loop
      execute format('alter trigger %I on public.%I rename to %I',
                     target || '_version_' || event, target, target || '_catalogue_version_' || event);
    end loop;
  end loop;
end
$$;
