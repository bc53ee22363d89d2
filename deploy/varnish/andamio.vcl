vcl 4.1;

# Varnish 7 in front of the storefront (README "Behind a CDN"). Debian: apt-get install varnish
# varnish-modules (xkey and cookie come from there and from Varnish itself).
#
# A page that is the same for every shopper of a zone is kept once per zone and shared by all of
# them, whatever other cookies (cart, session) they carry: Varnish turns the tenant's zone cookie
# and the User-Agent into two request headers, and the storefront answers `Vary` on those headers
# only when they agree with the request. Anything personal is passed. A catalogue change purges the
# pages that show it by surrogate key (xkey), which the storefront sends with every shared page.

import cookie;
import std;
import xkey;

# The storefront (`npm start`): its address and port.
backend default {
    .host = "127.0.0.1";
    .port = "4321";
}

# Who may purge: the storefront's servers (CDN_PURGE_URL points here). Add their addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        call andamio_purge;
    }

    # The two headers the storefront varies on are ours alone: a shopper cannot choose another
    # zone's copy by sending them.
    unset req.http.X-Andamio-Zone;
    unset req.http.X-Andamio-Crawler;
    call andamio_zone;
    call andamio_crawler;

    # Campaign parameters and click ids never change a page: without them every ad click shares
    # the page's copy, and the storefront never sees them, so no shared copy can carry them.
    # The same names as the storefront's own cache key (src/lib/route-cache-key.ts).
    if (req.url ~ "\?") {
        set req.url = regsuball(req.url, "(?i)([?&])(utm_[^=&]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|yclid|_ga|_gl|mc_cid|mc_eid)(=[^&]*)?(?=&|$)", "\1");
        set req.url = regsuball(req.url, "([?&])&+", "\1");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # Varnish's own rules: only reads are looked up, and never one that carries credentials.
    if ((req.method != "GET" && req.method != "HEAD") || req.http.Authorization) {
        return (pass);
    }
    # The API, Astro Actions, and every page of one shopper: cart, checkout, account, orders,
    # and the pages a shopper's own choices fill (compare, location, search by image).
    if (req.url ~ "^/(api|_actions)/"
        || req.url ~ "^/[^/?]+/(cart|checkout|account|orders|password-reset|compare|location|search-by-image)([/?]|$)") {
        return (pass);
    }
    # Not Varnish's default pass on any Cookie: the page is looked up by URL and host, and `Vary`
    # picks the zone's copy. The cookies still reach the storefront on a miss, which reads the
    # zone from them and checks that the headers above agree.
    return (hash);
}

# The zone cookie of the request's tenant: `zone` on cl, `zone_<tenant>` on the others
# (src/lib/cookies.ts). The tenant is the path's first segment, and the no-results page's
# `tenant` parameter; anything else is cl's. Empty when the shopper has chosen no zone.
sub andamio_zone {
    if (req.url ~ "^/(pe|co|ar|br|mx|uy|homy|obra)([/?]|$)") {
        set req.http.X-Andamio-Tenant = regsub(req.url, "^/([a-z]+).*$", "\1");
    } elsif (req.url ~ "^/no-search-result\?((?!tenant=)[^&]*&)*tenant=(pe|co|ar|br|mx|uy|homy|obra)(&|$)") {
        set req.http.X-Andamio-Tenant = regsub(req.url, "^/no-search-result\?((?!tenant=)[^&]*&)*tenant=([a-z]+).*$", "\2");
    } else {
        set req.http.X-Andamio-Tenant = "cl";
    }
    cookie.parse(req.http.Cookie);
    if (req.http.X-Andamio-Tenant == "cl") {
        set req.http.X-Andamio-Zone = cookie.get("zone");
    } else {
        set req.http.X-Andamio-Zone = cookie.get("zone_" + req.http.X-Andamio-Tenant);
    }
    unset req.http.X-Andamio-Tenant;
}

# Crawlers get no ad or click tracker: the storefront's own pattern (src/lib/crawler.ts; a unit
# test keeps the two equal).
sub andamio_crawler {
    if (req.http.User-Agent ~ "(?i)slurp|yandex|baiduspider|sogou|exabot|ia_archiver|archive\.org_bot|facebookexternalhit|facebookcatalog|meta-externalagent|mediapartners-google|apis-google|feedfetcher-google|google-inspectiontool|googleother|storebot-google|bingpreview|chatgpt-user|claude-web|whatsapp|slack-imgproxy|pinterest/0\.|qwantify|yeti/|chrome-lighthouse|screaming frog|(?<!cu)bot\b|crawl|spider|scraper") {
        set req.http.X-Andamio-Crawler = "yes";
    } else {
        set req.http.X-Andamio-Crawler = "no";
    }
}

# `PURGE /` with `xkey-purge: <keys>` drops every page tagged with one of the keys (the storefront
# sends it after a price or stock feed, an order, a review); `xkey-softpurge` only marks them
# stale, so the next request revalidates with If-None-Match. Answers how many pages it dropped.
sub andamio_purge {
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
        return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
    }
    if (req.http.xkey-softpurge) {
        return (synth(200, "Soft-purged " + xkey.softpurge(req.http.xkey-softpurge)));
    }
    return (synth(400, "Name the keys in xkey-purge or xkey-softpurge"));
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.Host);
    return (lookup);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Kept only when the storefront says so: an answer with no Cache-Control is not shared (Varnish
    # would keep it two minutes), nor one that sets a cookie, is private, or varies on the whole
    # Cookie header (the storefront's answer when the zone headers did not agree: one copy per
    # shopper is not worth keeping).
    if (!beresp.http.Cache-Control
        || beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Cache-Control !~ "(?i)(public|s-maxage)"
        || beresp.http.Vary ~ "(?i)(cookie|user-agent|\*)") {
        # remembered for 10 s as not kept, so that requests for it are not queued behind each other
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # s-maxage is the time a page is fresh, stale-while-revalidate (Varnish's grace) the time it is
    # served while fetched again in the background; Varnish reads both itself. After that it keeps
    # the page an hour more, so that its next fetch asks If-None-Match and the storefront answers
    # 304 when nothing changed.
    set beresp.keep = 1h;
    # The storefront's own cache state belongs to the fetch, not to the copies served from here.
    unset beresp.http.x-cache;
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.x-edge-cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.x-edge-cache = "HIT";
    } else {
        set resp.http.x-edge-cache = "MISS";
    }
    # The surrogate keys are for this cache only.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
