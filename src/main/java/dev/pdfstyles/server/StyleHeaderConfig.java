package dev.pdfstyles.server;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.server.core.ParseContextConfig;

import dev.pdfstyles.DetectionOverrides;

/**
 * tika-server's hook for request headers (#28): the server loads every {@code ParseContextConfig} registered
 * in a {@code META-INF/services/org.apache.tika.server.core.ParseContextConfig} file on its class path and
 * calls it before each parse of {@code /tika}, {@code /rmeta} and {@code /meta} with the request's headers
 * (for their multipart forms, the file part's headers; for {@code /tika/form} the request's too). This one turns {@link StyleHeaders} into a {@link DetectionOverrides} in that request's
 * {@code ParseContext}; tika-server's own {@code X-Tika-PDF...} headers go on to its {@code PDFParserConfig} as
 * before. A header the plugin cannot read answers 400 with the reason as a plain-text body, as tika-server
 * does for a bad {@code X-Tika-PDF...} header, and nothing is parsed.
 *
 * <p>Only tika-server loads this class; the plugin needs none of tika-server elsewhere. Stateless, so one
 * instance serves all of the server's threads.
 */
public final class StyleHeaderConfig implements ParseContextConfig {

    @Override
    public void configure(MultivaluedMap<String, String> headers, Metadata metadata, ParseContext context) {
        try {
            StyleHeaders.read(headers).ifPresent(overrides -> context.set(DetectionOverrides.class, overrides));
        } catch (IllegalArgumentException invalid) {
            throw new WebApplicationException(invalid.getMessage(), invalid, Response
                    .status(Response.Status.BAD_REQUEST)
                    .type(MediaType.TEXT_PLAIN_TYPE)
                    .entity(invalid.getMessage())
                    .build());
        }
    }
}
