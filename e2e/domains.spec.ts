import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";
import type { ZoneData } from "../tests/helpers/dns-server";

// Domains (SPEC §2 domain, domain/connect, domain/search, dns; ADR 067) with and without JavaScript, each test on a store
// of its own: connect a domain, see the records to create, check them against the run's DNS server (e2e/dns-global-
// setup.ts: the zone is the files written here) and read the precise report; buy a domain from the local fake registrar
// (the page says it is a fake), add and edit a DNS record, and get the message for a bad one.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const main = (page: Page) => page.getByRole("main");
function setZone(host: string, zone: ZoneData) {
  fs.writeFileSync(path.join(process.env.E2E_DNS_DIR!, `${host}.json`), JSON.stringify(zone));
}

test("connect a domain, see its records, check them: wrong, then right and verified", async ({ page, baseURL }, info) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await ownStore(page, baseURL ?? "", OWNER, `Domains shop ${info.project.name} ${stamp()}`);
  const host = `e2e-${info.project.name}-${stamp()}.vn`;

  await page.goto("/admin/domain");
  await expect(main(page).getByRole("heading", { name: "Domains", level: 1 })).toBeVisible();
  await main(page).getByRole("link", { name: "Connect existing domain" }).click();
  await main(page).getByLabel("Domain").fill("not a domain");
  await main(page).getByRole("button", { name: "Next" }).click();
  await expect(main(page).getByText("Domain is url link")).toBeVisible();
  await main(page).getByLabel("Domain").fill(`https://${host.toUpperCase()}/`);
  await main(page).getByRole("button", { name: "Next" }).click();

  await expect(main(page).getByRole("heading", { name: host, level: 1 })).toBeVisible();
  const records = main(page).getByRole("table", { name: "Records to create at your DNS provider" });
  await expect(records.locator('tr[data-record="A"]')).toContainText(host);
  await expect(records.locator('tr[data-record="A"]')).toContainText("203.0.113.10");
  const txt = (await records.locator('tr[data-record="TXT"] td').nth(2).innerText()).trim();
  expect(txt).toMatch(/^backroom-verify=[0-9a-f]{32}$/);

  setZone(host, { [host]: { A: ["1.2.3.4"] }, [`_backroom-verify.${host}`]: { TXT: [txt] } });
  await main(page).getByRole("button", { name: "Check DNS records" }).click();
  await expect(records.locator('tr[data-record="A"] td[data-status="wrong"]')).toContainText("Wrong: found 1.2.3.4");
  await expect(records.locator('tr[data-record="TXT"] td[data-status="ok"]')).toContainText("Found and right");
  await expect(main(page).getByText("Not verified yet")).toBeVisible();

  setZone(host, { [host]: { A: ["203.0.113.10"] }, [`_backroom-verify.${host}`]: { TXT: [txt] } });
  await main(page).getByRole("button", { name: "Check DNS records" }).click();
  await expect(records.locator('tr[data-record="A"] td[data-status="ok"]')).toBeVisible();
  await expect(main(page).getByText("Verified", { exact: true })).toBeVisible();

  await main(page).getByLabel("Primary domain (the storefront's address)").check();
  await main(page).getByRole("button", { name: "Save" }).click();
  await page.goto("/admin/domain");
  await expect(main(page).locator(`tr[data-domain="${host}"]`)).toContainText("Primary");
});

test("buy a domain from the local fake, add and edit a DNS record, see the message for a bad one", async ({ page, baseURL }, info) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await ownStore(page, baseURL ?? "", OWNER, `DNS shop ${info.project.name} ${stamp()}`);
  const label = `e2e-${info.project.name}-${stamp()}`;

  await page.goto("/admin/domain");
  await main(page).getByRole("link", { name: "Buy new domain" }).click();
  await main(page).getByLabel("Domain name").fill(label);
  await main(page).getByRole("button", { name: "Search" }).click();
  await expect(main(page).getByText("Local test registrar: these answers are a fake")).toBeVisible();
  await expect(main(page).locator(`tr[data-offer="${label}.shop"]`)).toContainText("Available");
  await main(page)
    .getByRole("button", { name: `Buy ${label}.shop` })
    .click();

  await expect(main(page).getByRole("heading", { name: `DNS records of ${label}.shop`, level: 1 })).toBeVisible();
  await expect(main(page).locator('tr[data-record="A @"]')).toContainText("203.0.113.10");
  await expect(main(page).locator('tr[data-record="CNAME www"]')).toContainText("shops.backroom.shop");

  // A bad one: the field's message, the input kept.
  await main(page).getByLabel("Type").selectOption("A");
  await main(page).getByLabel("Name", { exact: true }).fill("shop");
  await main(page).getByLabel("Value").fill("999.1.1.1");
  await main(page).getByRole("button", { name: "Add record" }).click();
  await expect(main(page).getByText("Enter an IPv4 address, such as 203.0.113.10")).toBeVisible();
  await expect(main(page).getByLabel("Value")).toHaveValue("999.1.1.1");

  await main(page).getByLabel("Type").selectOption("TXT");
  await main(page).getByLabel("Name", { exact: true }).fill("_hello");
  await main(page).getByLabel("Value").fill("hello world");
  await main(page).getByRole("button", { name: "Add record" }).click();
  await expect(main(page).locator('tr[data-record="TXT _hello"]')).toContainText("hello world");

  await main(page).locator('tr[data-record="TXT _hello"]').getByRole("link", { name: "Edit record" }).click();
  await expect(main(page).getByLabel("Value")).toHaveValue("hello world");
  await main(page).getByLabel("Value").fill("hello again");
  await main(page).getByRole("button", { name: "Save record" }).click();
  await expect(main(page).locator('tr[data-record="TXT _hello"]')).toContainText("hello again");
});
