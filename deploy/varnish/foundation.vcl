# /etc/varnish/default.vcl (docs/cdn.md): Varnish in front of the site's processes, purged by the
# site itself. Start the site with CDN_PROVIDER=varnish and CDN_PURGE_URL=http://127.0.0.1:6081/:
# every page then names what it shows in an `xkey` header (cache tags, server/cdn/cache-tags.ts),
# and every change sends `PURGE /` with `xkey: <tags>`, which bans exactly the pages carrying any
# of them (BAN is taken too). Pages are kept as long as the site's s-maxage says (an hour with a purge configured) and
# past it for a day while the site cannot answer (grace, the site's stale-if-error). With a single
# process, remove site_b. TLS goes in front of Varnish (Caddy or nginx, docs/deploy.md).
vcl 4.1;

import directors;
import std;

probe ready {
    # 503 while a process starts, drains, or has neither its database nor pages to serve.
    .url = "/readyz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend site_a {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = ready;
}

backend site_b {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = ready;
}

# Who may purge: the site's processes, on this machine.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(site_a);
    site.add_backend(site_b);
}

sub vcl_recv {
    set req.backend_hint = site.backend();
    if (req.method == "PURGE" || req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "A purge needs an xkey header naming the tags"));
        }
        # Every object whose xkey holds one of the tags (separated by spaces or commas).
        # (No space and no quotes in the expression: std.ban() would take them into the regex.)
        if (!std.ban("obj.http.xkey ~ (^|[[:space:],])(" + regsuball(req.http.xkey, "[ ,]+", "|") + ")([[:space:],]|$)")) {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Staff pages, the API and signed-in visitors are never shared.
    if (req.url ~ "^/(admin|api)(/|\?|$)" || req.http.Cookie ~ "(^|;\s*)fsid=") {
        return (pass);
    }
    return (hash);
}

sub vcl_backend_response {
    # A page the site could not render now (5xx) does not replace the copy kept.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # The site's stale-if-error: kept a day past its s-maxage, served while the site is away.
    set beresp.grace = 24h;
}

sub vcl_deliver {
    # The tags are for this cache, not for visitors.
    unset resp.http.xkey;
}
