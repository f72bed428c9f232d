% Look-alikes of underlines from office documents: a letterhead rule, headings and a paragraph with a bottom
% border whose text covers most of the rule, form fill-in lines after labels, and a table whose borders
% touch the text. None of these is an underline; the few real underlines and strikes sit between them.
@family serif
@title Application form

@letterhead
Northgate Housing Association, 12 Mill Road, Northgate, telephone 0123 456 789

@border
# Application for a garden plot in the town allotments

Please complete this form in {b:block letters} and return it to the {u:housing desk} before the end of {i:March}.

@field Full name of the applicant:

@field Postal address:

@field Telephone number:

@border
## Plot size wanted and the yearly fee for each size of plot

Tick one box. A {u:small plot} costs less; a large plot needs a {s:written} reference.

@table tight
Plot | Size | Yearly fee
Small | 50 square metres | 30 pounds
Large | 120 square metres | {b:55 pounds}
@endtable

@border
Signed and dated by the applicant on the day this application is handed in.
