/**
 * From the plugin's output to a search index (issue #28): tika-server's {@code /rmeta/xml} answer becomes
 * documents whose bold, italic, underlined and struck words are fields of their own, so a query can find
 * a document by its bold words or rank a bold match higher.
 *
 * <ul>
 *   <li>{@link dev.pdfstyles.index.StyledFields}: one XHTML document to its text and style runs;</li>
 *   <li>{@link dev.pdfstyles.index.RmetaDocuments}: an {@code /rmeta/xml} answer to
 *       {@link dev.pdfstyles.index.IndexDocument}s, with the field names;</li>
 *   <li>{@link dev.pdfstyles.index.IndexRequests}: Elasticsearch bulk and Solr JSON update bodies;</li>
 *   <li>{@link dev.pdfstyles.index.IndexFeed}: the command that writes them from saved answers.</li>
 * </ul>
 *
 * <p>JDK only (SAX, and a small JSON reader and writer of its own): it runs from the plugin jar alone, adds
 * no dependency to the hosts the plugin is dropped into, and reads any Tika XHTML, not only the plugin's.
 * docs/deploy.md gives the Solr and Elasticsearch recipes; {@code SolrStyledFieldsIT} runs the Solr one.
 */
package dev.pdfstyles.index;
