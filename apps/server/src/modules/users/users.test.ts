import { fillField, MSG } from '@campus/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDirectory, createTestApp, createUser, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /user/details', () => {
  it('answers 401 with a message for a guest', async () => {
    const res = await call(t.app, 'GET', '/user/details');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: MSG.notSignedIn });
  });

  it('returns the own profile with instituteName and deptName as {name} and teamId', async () => {
    const dir = await createDirectory(t, { openWindow: false });
    const user = await createUser(t, {
      instituteId: dir.institution.id,
      departmentId: dir.uniDept.id,
      gmailPic: 'https://lh3/x.png',
    });
    const res = await call(t.app, 'GET', '/user/details', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      instituteName: { name: dir.institution.name },
      deptName: { name: dir.uniDept.name },
      teamId: null,
      profilePic: 'https://lh3/x.png',
    });
    expect(res.body.data).not.toHaveProperty('gmailPic');
  });
});

describe('GET /user/details from the cache', () => {
  const statementsOf = async (token: string) => {
    const start = t.dbHandle.queries.count;
    const res = await call(t.app, 'GET', '/user/details', { token });
    return { res, statements: t.dbHandle.queries.count - start };
  };

  it("answers again without the profile's read, each member their own", async () => {
    const [a, b] = [await createUser(t, { fullName: 'Rafiq Ahmed' }), await createUser(t, { fullName: 'Mim Akter' })];
    // The guard keeps a known row on PGlite and reads it again on PostgreSQL: the same before both reads below.
    await call(t.app, 'GET', '/notifications', { token: a.token });
    const first = await statementsOf(a.token);
    const again = await statementsOf(a.token);
    expect(again.res.body.data).toEqual(first.res.body.data);
    // The guard still reads the caller's row; the handler's read of the profile is not run.
    expect(again.statements).toBe(first.statements - 1);
    expect((await statementsOf(b.token)).res.body.data).toMatchObject({ id: b.id, fullName: 'Mim Akter' });
    expect((await statementsOf(a.token)).res.body.data).toMatchObject({ id: a.id, fullName: 'Rafiq Ahmed' });
  });

  it('shows an own edit, an admin change and a renamed institute at once', async () => {
    const dir = await createDirectory(t, { openWindow: false });
    const admin = await createUser(t, { role: 'ADMIN' });
    const user = await createUser(t, { instituteId: dir.institution.id, departmentId: dir.uniDept.id });
    await statementsOf(user.token);

    await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { fullName: 'Nusrat Jahan' } });
    expect((await statementsOf(user.token)).res.body.data).toMatchObject({ fullName: 'Nusrat Jahan' });

    const role = await call(t.app, 'PATCH', `/user/update/${user.id}`, {
      token: admin.token,
      body: { role: 'MENTOR' },
    });
    expect(role.status).toBe(200);
    expect((await statementsOf(user.token)).res.body.data).toMatchObject({ role: 'MENTOR' });

    const renamed = `${dir.institution.name} (renamed)`;
    const rename = await call(t.app, 'PATCH', '/institution/update', {
      token: admin.token,
      body: { id: dir.institution.id, name: renamed },
    });
    expect(rename.status).toBe(200);
    expect((await statementsOf(user.token)).res.body.data).toMatchObject({ instituteName: { name: renamed } });
  });
});

describe('PATCH /user/update (own profile)', () => {
  it('changes own editable fields and ignores role, status, email and gmailPic in the body', async () => {
    const user = await createUser(t, { role: 'MEMBER', status: 'PENDING' });
    const res = await call(t.app, 'PATCH', '/user/update', {
      token: user.token,
      body: {
        fullName: 'Nabila Haque',
        contactNo: '01912345678',
        role: 'ADMIN',
        status: 'ACTIVE',
        email: 'x@y.z',
        gmailPic: 'https://evil',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fullName: 'Nabila Haque',
      contactNo: '01912345678',
      role: 'MEMBER',
      status: 'PENDING',
      email: user.email,
    });
  });

  it('rejects a bad contact number with the SPEC message and changes nothing', async () => {
    const user = await createUser(t, { contactNo: '01712345678' });
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { contactNo: '0171' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidContactNo);
    const me = await call(t.app, 'GET', '/user/details', { token: user.token });
    expect(me.body.data).toMatchObject({ contactNo: '01712345678' });
  });

  it('rejects a picture that is not an http(s) link or an upload', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/user/update', {
      token: user.token,
      body: { profilePic: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 400 for a department that does not exist', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { departmentId: 999999 } });
    expect(res.status).toBe(400);
  });
});

describe('language (decision 030)', () => {
  it('is empty until the member chooses, then saved and returned with the own profile', async () => {
    const user = await createUser(t);
    expect((await call(t.app, 'GET', '/user/details', { token: user.token })).body.data).toMatchObject({
      language: null,
    });
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { language: 'bn' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'bn' });
    expect((await call(t.app, 'GET', '/user/details', { token: user.token })).body.data).toMatchObject({
      language: 'bn',
    });
  });

  it('refuses a language other than en or bn and writes nothing', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(fillField('Language'));
    expect((await call(t.app, 'GET', '/user/details', { token: user.token })).body.data).toMatchObject({
      language: null,
    });
  });

  it('answers the same bad request in English or in Bangla by Accept-Language', async () => {
    const user = await createUser(t);
    const bad = { token: user.token, body: { contactNo: 'call me' } };
    for (const header of [undefined, '*', 'fr-FR, de;q=0.8', 'en-GB,bn;q=0.5']) {
      const res = await call(t.app, 'PATCH', '/user/update', {
        ...bad,
        headers: header ? { 'accept-language': header } : {},
      });
      expect(res.status, header).toBe(400);
      expect(res.body.message, header).toBe(MSG.invalidContactNo);
    }
    const bn = await call(t.app, 'PATCH', '/user/update', { ...bad, headers: { 'accept-language': 'bn-BD,en;q=0.8' } });
    expect(bn.status).toBe(400);
    expect(bn.body.message).toBe('যোগাযোগ নম্বরটি সঠিক নয়। অনুগ্রহ করে একটি সঠিক যোগাযোগ নম্বর দিন!');
    expect(bn.body.errorMessages).toEqual([
      { path: 'contactNo', message: 'যোগাযোগ নম্বরটি সঠিক নয়। অনুগ্রহ করে একটি সঠিক যোগাযোগ নম্বর দিন!' },
    ]);
    const guest = await call(t.app, 'GET', '/user/details', { headers: { 'accept-language': 'bn' } });
    expect(guest.body.message).toBe('এটি করতে হলে সাইন ইন করতে হবে');
  });

  it("answers in the account's language when chosen, whatever the header says", async () => {
    const user = await createUser(t);
    await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { language: 'bn' } });
    const res = await call(t.app, 'GET', '/user/details/999999', {
      token: user.token,
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('এটি করার অনুমতি আপনার নেই');
    await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { language: 'en' } });
    const en = await call(t.app, 'GET', '/user/details/999999', {
      token: user.token,
      headers: { 'accept-language': 'bn' },
    });
    expect(en.body.message).toBe(MSG.forbidden);
  });

  it('accepts a contact number in Bengali digits and stores it with Latin digits', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/user/update', { token: user.token, body: { contactNo: '০১৯১২৩৪৫৬৭৮' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ contactNo: '01912345678' });
  });
});
