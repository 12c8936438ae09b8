// Overrides for buttons on the dark green bands (`cn` does not merge conflicting utilities).
export const onDarkPrimaryClasses =
  'bg-white! text-emerald-900! hover:bg-emerald-50! focus-visible:outline-white!';
export const onDarkOutlineClasses =
  'border-white/80! bg-transparent! text-white! hover:bg-white/10! focus-visible:outline-white!';
