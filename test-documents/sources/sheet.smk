% A spreadsheet page: one grid table whose cells hold bold, italic, underlined, struck and linked text
% (underlined link text in cells), and plain numbers next to the grid lines.
@family sans
@title Budget sheet

@table
{b:Item} | {b:Owner} | {b:Link} | {b:Q1} | {b:Q2}
Rent | Admin | {u:lease terms|https://example.com/lease} | 900 | 900
Heating | {i:Caretaker} | {:meter readings|https://example.com/meter} | 210 | 180
Printing | Admin | {u:supplier|https://example.com/paper} | {s:75} | 60
Garden tools | {i:Volunteers} | {:shop list|https://example.com/shop} | 40 | {u:95}
Insurance | Treasurer | {u:policy|https://example.com/policy} | 120 | 120
{b:Total} | plain | cell | {b:1545} | {b:1355}
@endtable
