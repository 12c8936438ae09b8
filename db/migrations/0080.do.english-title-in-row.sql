-- The English title stays inside its row, as the other languages' titles have since 0051: a
-- catalogue row is past PostgreSQL's 2 KB tuple target, and the toaster moved the title (storage
-- `extended`) out to the TOAST table with the descriptions. An English searched list sorts its
-- matches by title, so it read about four TOAST buffers for every match (14–19 ms of database
-- CPU for a common phrase's 3,000 micro-tours, against 8–10 ms in German). Rows written from now
-- on keep the title in the row; rows already written keep their layout until written again (an
-- operator may rewrite both tables at once with `vacuum full public.tours, public.micro_tours`).
alter table public.tours alter column title set storage main;
alter table public.micro_tours alter column title set storage main;
