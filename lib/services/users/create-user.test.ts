import "@/test/use-database";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { uniqueEmail } from "@/test/factories";
import { authenticateUser } from "./authenticate-user";
import { createUser } from "./create-user";

describe("createUser", () => {
  it("creates the user with a hashed password and a personal workspace they own", async () => {
    const email = uniqueEmail("new");
    const user = await createUser({ input: { email: email.toUpperCase(), password: "long enough", name: "Ada" } });
    expect(user.email).toBe(email);

    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).not.toContain("long enough");
    expect(await verifyPassword(stored.passwordHash!, "long enough")).toBe(true);

    const workspace = await db.workspace.findUniqueOrThrow({ where: { id: user.personalWorkspaceId }, include: { memberships: true } });
    expect(workspace).toMatchObject({ isPersonal: true, ownerId: user.id, name: "Ada's workspace" });
    expect(workspace.memberships).toEqual([expect.objectContaining({ userId: user.id, role: "owner" })]);
  });

  it("names the first workspace from the onboarding answer 'Whose posts are these?', else after the person", async () => {
    const agency = await createUser({
      input: { email: uniqueEmail("agency"), password: "long enough", name: "Ada" },
      firstWorkspace: { name: "  Acme Bakery " },
    });
    expect(await db.workspace.findUniqueOrThrow({ where: { id: agency.personalWorkspaceId } })).toMatchObject({ name: "Acme Bakery", ownerId: agency.id });
    const blank = await createUser({ input: { email: uniqueEmail("blank"), password: "long enough" }, firstWorkspace: { name: " " } });
    expect(await db.workspace.findUniqueOrThrow({ where: { id: blank.personalWorkspaceId } })).toMatchObject({ name: "Personal" });
    const email = uniqueEmail("long");
    await expect(createUser({ input: { email, password: "long enough" }, firstWorkspace: { name: "x".repeat(101) } })).rejects.toMatchObject({
      status: 400,
      message: "workspaceName: must be at most 100 characters",
    });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("makes no workspace for someone joining through an invitation", async () => {
    const invited = await createUser({ input: { email: uniqueEmail("invited"), password: "long enough", name: "Ivy" }, firstWorkspace: null });
    expect(invited.personalWorkspaceId).toBeNull();
    expect(await db.workspace.count({ where: { ownerId: invited.id } })).toBe(0);
    expect(await db.membership.count({ where: { userId: invited.id } })).toBe(0);
  });

  it("refuses a second account with the same email, whatever its case, and keeps the first", async () => {
    const email = uniqueEmail("dup");
    const first = await createUser({ input: { email, password: "long enough" } });
    await expect(createUser({ input: { email: ` ${email.toUpperCase()} `, password: "another one" } })).rejects.toMatchObject({
      status: 409,
      message: `An account with the email ${email} already exists`,
    });
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect(await db.workspace.count({ where: { ownerId: first.id } })).toBe(1);
  });

  it("names the field and rule for bad input", async () => {
    await expect(createUser({ input: { email: "not-an-email", password: "long enough" } })).rejects.toMatchObject({
      status: 400,
      message: "email: must be a valid email address",
    });
    await expect(createUser({ input: { email: uniqueEmail(), password: "short" } })).rejects.toMatchObject({
      status: 400,
      message: "password: must be at least 8 characters",
    });
  });
});

describe("authenticateUser", () => {
  it("accepts the right password and refuses a wrong one or an unknown email", async () => {
    const email = uniqueEmail("auth");
    const user = await createUser({ input: { email, password: "right password" } });
    expect(await authenticateUser({ input: { email, password: "right password" }, clientAddress: "192.0.2.1" })).toMatchObject({ id: user.id, email });
    expect(await authenticateUser({ input: { email: email.toUpperCase(), password: "right password" }, clientAddress: "192.0.2.1" })).toMatchObject({
      id: user.id,
    });
    expect(await authenticateUser({ input: { email, password: "wrong password" }, clientAddress: "192.0.2.1" })).toBeNull();
    expect(await authenticateUser({ input: { email: uniqueEmail("ghost"), password: "right password" }, clientAddress: "192.0.2.1" })).toBeNull();
  });
});
