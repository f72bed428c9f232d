% Underlined links and labels, underlined titles inside drawn boxes (a diagram), link-coloured text without
% an underline, a highlighted word, and a grid table with an underlined link in a cell.
@family sans
@title Links and labels

# Links and labels

Read the {u:terms of service|https://example.com/terms} and the {u:privacy notice|https://example.com/privacy} before you sign.
The {:help pages|https://example.com/help} are a link without an underline; {h:marked} text is highlighted.

@box
{bu:Storage room} holds boxes, {u:tools} and the {s:old} bicycles.

@box
{u:Boiler room} is locked; ask the {:caretaker|https://example.com/caretaker} for the key.

Labels: {u:Name} and {u:Date} are underlined labels; {b:Total} is bold and {i:Notes} is italic.

@table
Service | Link | Price
Repairs | {u:book online|https://example.com/book} | 20
Cleaning | {:see prices|https://example.com/prices} | {s:35} 30
@endtable
