import { describe, expect, it } from "vitest";
import { linkedinProfileToStore, websiteToStore } from "./web-addresses";

describe("websiteToStore", () => {
  it.each([
    ["acme.example.ca", "https://acme.example.ca"],
    ["  www.acme.ca ", "https://www.acme.ca"],
    ["www.acme.ca/about?lang=fr", "https://www.acme.ca/about?lang=fr"],
    ["acme.ca:8443/shop", "https://acme.ca:8443/shop"],
    ["https://acme.example.ca", "https://acme.example.ca"],
    ["http://acme.example.ca/", "http://acme.example.ca/"],
    ["HTTPS://Acme.Example.CA", "HTTPS://Acme.Example.CA"],
    ["café.ca", "https://café.ca"],
  ])("stores %j as %j", (typed, stored) => {
    expect(websiteToStore(typed)).toBe(stored);
  });

  it.each([
    ["javascript:alert(1)"],
    ["javascript://acme.ca/%0aalert(1)"],
    ["mailto:sales@acme.ca"],
    ["ftp://files.acme.ca"],
    ["data:text/html,<b>hi</b>"],
    ["acme example.ca"],
    ["acme.ca/a b"],
    ["localhost"],
    ["https://intranet"],
    ["acme"],
    ["192.168.0.10"],
    ["https://[::1]/"],
    ["user:secret@acme.ca"],
    ["https://acme.ca@evil.example"],
    ["https://evil.example\\@acme.ca"],
    ["//acme.ca"],
    ["https://"],
    ["-acme.ca"],
    [""],
  ])("refuses %j", (typed) => {
    expect(websiteToStore(typed)).toBeNull();
  });
});

describe("linkedinProfileToStore", () => {
  it.each([
    ["linkedin.com/in/marc", "https://www.linkedin.com/in/marc"],
    ["www.linkedin.com/in/marc-tremblay/", "https://www.linkedin.com/in/marc-tremblay"],
    ["https://www.linkedin.com/in/marc", "https://www.linkedin.com/in/marc"],
    ["http://ca.linkedin.com/in/marc", "https://www.linkedin.com/in/marc"],
    ["https://fr.linkedin.com/in/marc?originalSubdomain=fr#about", "https://www.linkedin.com/in/marc"],
    ["HTTPS://WWW.LinkedIn.com/in/Marc-T-4b2a1", "https://www.linkedin.com/in/Marc-T-4b2a1"],
    ["m.linkedin.com/in/marc_t", "https://www.linkedin.com/in/marc_t"],
    ["linkedin.com/in/josé-garcía", "https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa"],
  ])("stores %j as %j", (typed, stored) => {
    expect(linkedinProfileToStore(typed)).toBe(stored);
  });

  it.each([
    ["https://example.com/marc"],
    ["https://linkedin.com.evil.example/in/marc"],
    ["evil.example/linkedin.com/in/marc"],
    ["https://evil-linkedin.com/in/marc"],
    ["https://linkedin.com@evil.example/in/marc"],
    ["https://user@linkedin.com/in/marc"],
    ["https://evil.example\\@www.linkedin.com/in/marc"],
    ["https://www.linkedin.com:8080/in/marc"],
    ["https://phishing.www.linkedin.com.example/in/marc"],
    ["javascript:alert('linkedin.com/in/marc')"],
    ["ftp://www.linkedin.com/in/marc"],
    ["https://www.linkedin.com/company/acme"],
    ["https://www.linkedin.com/in/"],
    ["https://www.linkedin.com/in/marc/details/experience"],
    ["https://www.linkedin.com/in/../company/acme"],
    ["https://www.linkedin.com/in/%2e%2e"],
    ["https://www.linkedin.com/in/marc tremblay"],
    ["linkedin.com"],
    ["marc"],
    [""],
  ])("refuses %j", (typed) => {
    expect(linkedinProfileToStore(typed)).toBeNull();
  });
});
