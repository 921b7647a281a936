// ERN builder (src/ern) and sales-report parsers (src/dsr) export through their own entry points.
