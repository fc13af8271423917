// Profile editing through the generated client: every edit shows in the next GET /v1/users/me (the profile
// message and the legal information in their own GETs), and the description's limits are refused with the
// service's error body naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, ERIKA, MAX } from '../helpers.ts';
import { call, expectConforming, expectFieldRefusal, refusedCall, twoMembers, type Members } from '../areas.ts';

let m: Members;
beforeAll(async () => {
  m = await twoMembers();
});
afterAll(() => m.server.close());

async function me(client = m.max) {
  const answer = await call(client, 'getCurrentUser');
  expectConforming('getCurrentUser', answer);
  return answer.users[0];
}

/** A refusal of the request's validation: INVALID_PARAMETERS naming the field. */
async function invalid(id: string, init: object, field: string) {
  const error = await refusedCall(m.max, id, init);
  expectFieldRefusal(error, error.status, 'INVALID_PARAMETERS', field);
  expect(error.status).toBeGreaterThanOrEqual(400);
  expect(error.status).toBeLessThan(500);
}

describe('the general profile', () => {
  it('answers as getUser does for the same member, with `fields` applied the same way', async () => {
    const profile = (await call(m.max, 'getUser', { params: { path: { id: MAX } } })).users[0];
    // The member's own address shows to the member alone (the example that answers Max about himself gives it).
    expect(await me()).toEqual({ ...profile, active_email: doc.components.examples.currentUserProfile.value.users[0].active_email });
    expect(Object.keys(await me()).length).toBeGreaterThan(20);
    for (const fields of ['display_name', 'wants', 'private_address', 'display_name,wants,private_address']) {
      const query = { params: { query: { fields } } };
      const [mine, theirs] = [
        await call(m.max, 'getCurrentUser', query),
        await call(m.max, 'getUser', { params: { path: { id: MAX }, ...query.params } }),
      ];
      expect(mine.users[0], fields).toEqual(theirs.users[0]);
      expect(Object.keys(mine.users[0]).sort()).toEqual(['id', ...fields.split(',')].sort());
    }
  });

  it('updateCurrentUser answers the updated profile and the next GET shows it', async () => {
    const updated = await call(m.max, 'updateCurrentUser', {
      body: { academic_title: 'Dr.', haves: 'Java,Scrum', employment_status: 'FREELANCER' },
    });
    expectConforming('updateCurrentUser', updated);
    expect(updated.users[0]).toMatchObject({ academic_title: 'Dr.', haves: 'Java,Scrum', employment_status: 'FREELANCER' });
    expect(await me()).toMatchObject({ academic_title: 'Dr.', haves: 'Java,Scrum', employment_status: 'FREELANCER' });
    expect((await me(m.erika)).haves).toBeNull();
  });

  it('updateCurrentUser stores only the request schema properties: never id nor an unknown key', async () => {
    const properties = Object.keys(doc.components.schemas.UpdateCurrentUserRequest.properties);
    expect(properties).not.toContain('id');
    const before = await me(m.erika);
    const body = { id: MAX, display_name: 'Someone Else', no_such_field: 1, academic_title: 'Prof.' } as any;
    const updated = await call(m.erika, 'updateCurrentUser', { body });
    expect(updated.users[0]).toEqual({ ...before, academic_title: 'Prof.' });
    expect(await me(m.erika)).toEqual({ ...before, academic_title: 'Prof.' });
  });

  it('refuses what the schema does not allow, naming the field, and keeps the profile', async () => {
    await invalid('updateCurrentUser', { body: { academic_title: 'Sir' } }, 'academic_title');
    await invalid('updateCurrentUser', { body: { haves: 'x'.repeat(2049) } }, 'haves');
    await invalid('updateCurrentUser', { body: { wants: Array.from({ length: 201 }, (_, i) => `w${i}`).join(',') } }, 'wants');
    await invalid('updateCurrentUser', { body: { interests: 'a, ,b' } }, 'interests');
    expect(await me()).toMatchObject({ academic_title: 'Dr.', haves: 'Java,Scrum' });
    expect((await me()).wants).toBe(doc.components.examples.userProfile.value.users[0].wants);
  });

  it('birth date and addresses: a field left out is kept, an empty value deletes one, the country cannot be deleted', async () => {
    await call(m.max, 'updateBirthDate', { body: { year: 1980, month: 5, day: 17 } });
    expect((await me()).birth_date).toEqual({ year: 1980, month: 5, day: 17 });
    await invalid('updateBirthDate', { body: { year: 1980, month: 13, day: 1 } }, 'month');

    // Max's address before any edit is the profile example's: the fields an edit leaves out stay.
    const { private_address: before, business_address: business } = doc.components.examples.userProfile.value.users[0];
    expect(Object.keys(before).length).toBeGreaterThan(4);
    const edit = { city: 'Hamburg', country: 'DE', street: 'Dammtorstr. 30', phone: '49|40|1234560' };
    await call(m.max, 'updatePrivateAddress', { body: edit });
    await call(m.max, 'updateBusinessAddress', { body: { city: 'Berlin' } });
    expect(await me()).toMatchObject({ private_address: { ...before, ...edit }, business_address: { ...business, city: 'Berlin' } });
    await call(m.max, 'updatePrivateAddress', { body: { street: '', zip_code: '' } });
    const { street: _street, zip_code: _zip, ...kept } = { ...before, ...edit };
    expect((await me()).private_address).toEqual(kept);
    // Erika's blank address (its fields empty) takes the fields sent.
    const blank = (await me(m.erika)).private_address;
    expect(Object.values(blank ?? {}).every((value) => value === null)).toBe(true);
    await call(m.erika, 'updatePrivateAddress', { body: { city: 'Köln', country: 'DE' } });
    expect((await me(m.erika)).private_address).toEqual({ ...blank, city: 'Köln', country: 'DE' });
    expectFieldRefusal(await refusedCall(m.max, 'updatePrivateAddress', { body: { country: '' } }), 403, 'INVALID_PARAMETERS', 'country');
    await invalid('updatePrivateAddress', { body: { city: 'H' } }, 'city');
    await invalid('updateBusinessAddress', { body: { phone: '040 123' } }, 'phone');
  });

  it('languages, web profiles and messaging accounts: put and delete show, unknown names are refused', async () => {
    await call(m.max, 'updateLanguage', { params: { path: { language: 'en' } }, body: { skill: 'FLUENT' } });
    await call(m.max, 'updateLanguage', { params: { path: { language: 'de' } }, body: { skill: 'NATIVE' } });
    await call(m.max, 'updateWebProfile', { params: { path: { profile: 'github' } }, body: { url: ['https://github.com/max'] } });
    await call(m.max, 'updateInstantMessagingAccount', { params: { path: { account: 'skype' } }, body: { name: 'max.mustermann' } });
    expect(await me()).toMatchObject({
      languages: { en: 'FLUENT', de: 'NATIVE' },
      web_profiles: { github: ['https://github.com/max'] },
      instant_messaging_accounts: { skype: 'max.mustermann' },
    });
    await call(m.max, 'deleteLanguage', { params: { path: { language: 'en' } } });
    await call(m.max, 'deleteWebProfile', { params: { path: { profile: 'github' } } });
    await call(m.max, 'deleteInstantMessagingAccount', { params: { path: { account: 'skype' } } });
    expect(await me()).toMatchObject({ languages: { de: 'NATIVE' }, web_profiles: {}, instant_messaging_accounts: {} });
    await invalid('updateLanguage', { params: { path: { language: 'xx' } }, body: { skill: 'GOOD' } }, 'language');
    await invalid('updateLanguage', { params: { path: { language: 'fr' } }, body: { skill: 'PERFECT' } }, 'skill');
    await invalid('updateWebProfile', { params: { path: { profile: 'myspace' } }, body: { url: ['https://example.com'] } }, 'profile');
    await invalid('updateInstantMessagingAccount', { params: { path: { account: 'skype' } }, body: { name: 'n'.repeat(81) } }, 'name');
  });
});

describe('educational background', () => {
  it('schools: create, update, primary, delete; no rule the description does not give', async () => {
    const created = await call(m.erika, 'createSchool', {
      body: { name: 'University of Hamburg', degree: 'MSc', notes: 'Thesis on APIs', begin_date: '2004-10' },
    });
    expectConforming('createSchool', created);
    const school = created.school;
    expect(school).toMatchObject({ name: 'University of Hamburg', degree: 'MSc', notes: 'Thesis on APIs', begin_date: '2004-10' });
    const other = (await call(m.erika, 'createSchool', { body: { name: 'School of Arts', subject: 'Painting' } })).school;
    expect((await me(m.erika)).educational_background).toMatchObject({
      primary_school: null,
      schools: [school, other],
      qualifications: [],
    });

    const updated = await call(m.erika, 'updateSchool', {
      params: { path: { id: school.id } },
      body: { subject: 'Computer science', notes: '' },
    });
    expectConforming('updateSchool', updated);
    expect(updated.school).toEqual({
      id: school.id,
      name: 'University of Hamburg',
      degree: 'MSc',
      subject: 'Computer science',
      begin_date: '2004-10',
    });
    await call(m.erika, 'updatePrimarySchool', { body: { school_id: school.id } });
    expect((await me(m.erika)).educational_background.primary_school).toEqual(updated.school);

    const unknown = await refusedCall(m.erika, 'updatePrimarySchool', { body: { school_id: '999_abcdef' } });
    expect(unknown.errors).toEqual([{ field: 'school_id', reason: 'UNKNOWN_VALUE' }]);
    await call(m.erika, 'deleteSchool', { params: { path: { id: other.id } } });
    expect((await me(m.erika)).educational_background.schools).toEqual([updated.school]);
    // The primary school may be deleted (no source forbids it): the profile then has none.
    await call(m.erika, 'deleteSchool', { params: { path: { id: school.id } } });
    expect((await me(m.erika)).educational_background?.primary_school ?? null).toBeNull();
    await invalid('createSchool', { body: { name: 'n'.repeat(80) } }, 'name');
    await invalid('createSchool', { body: { name: 'Dates', begin_date: '10/2004' } }, 'begin_date');
  });

  it('qualifications are added and listed', async () => {
    const answer = await call(m.erika, 'createQualification', { body: { description: 'First aid course' } });
    expectConforming('createQualification', answer);
    expect(answer.qualifications).toEqual(['First aid course']);
    expect((await me(m.erika)).educational_background.qualifications).toEqual(['First aid course']);
    await invalid('createQualification', { body: { description: 'q'.repeat(81) } }, 'description');
  });
});

describe('professional experience', () => {
  it('companies, the primary company and awards', async () => {
    const created = await call(m.erika, 'createCompany', {
      body: { name: 'Example GmbH', title: 'Engineer', form_of_employment: 'FULL_TIME_EMPLOYEE', until_now: true, begin_date: '2010-01' },
    });
    expectConforming('createCompany', created);
    const company = created.company;
    const second = (await call(m.erika, 'createCompany', { body: { name: 'Second AG', title: 'Intern' } })).company;
    await call(m.erika, 'updatePrimaryCompany', { body: { company_id: company.id } });
    const updated = await call(m.erika, 'updateCompany', { params: { path: { id: second.id } }, body: { title: 'Working student' } });
    expectConforming('updateCompany', updated);
    const awards = [{ name: 'Best API', date_awarded: 2014, url: null }];
    await call(m.erika, 'updateAwards', { body: { awards } });
    expect((await me(m.erika)).professional_experience).toMatchObject({
      primary_company: company,
      companies: [company, updated.company],
      awards,
    });

    expect((await refusedCall(m.erika, 'updatePrimaryCompany', { body: { company_id: '999_abcdef' } })).errors).toEqual([
      { field: 'company_id', reason: 'UNKNOWN_VALUE' },
    ]);
    await call(m.erika, 'deleteCompany', { params: { path: { id: second.id } } });
    expect((await me(m.erika)).professional_experience.companies).toEqual([company]);
    // Deleting the primary company is allowed; primary_company stays an object, with empty fields.
    await call(m.erika, 'deleteCompany', { params: { path: { id: company.id } } });
    const experience = (await me(m.erika)).professional_experience;
    expect(experience.companies).toEqual([]);
    expect(Object.values(experience.primary_company).every((v) => v === null || v === false)).toBe(true);
    expect(Object.keys(experience.primary_company)).toContain('name');
    await invalid('createCompany', { body: { name: 'n'.repeat(81) } }, 'name');
    await invalid('createCompany', { body: { name: 'Sizes', company_size: '3' } }, 'company_size');
  });
});

describe('profile message, legal information, photo', () => {
  it('the profile message shows in its GET; longer than 140 characters is refused', async () => {
    await call(m.max, 'updateProfileMessage', { params: { path: { user_id: 'me' } }, body: { message: 'Looking for a new project' } });
    const answer = await call(m.erika, 'getProfileMessage', { params: { path: { user_id: MAX } } });
    expectConforming('getProfileMessage', answer);
    expect(answer.profile_message.message).toBe('Looking for a new project');
    await invalid('updateProfileMessage', { params: { path: { user_id: 'me' } }, body: { message: 'm'.repeat(141) } }, 'message');
  });

  it('the legal information shows in its GET; longer than 5000 characters is refused', async () => {
    await call(m.max, 'updateLegalInformation', { body: { content: 'Max Mustermann, Hamburg' } });
    const answer = await call(m.max, 'getLegalInformation', { params: { path: { user_id: 'me' } } });
    expectConforming('getLegalInformation', answer);
    expect(answer).toEqual({ legal_information: { content: 'Max Mustermann, Hamburg' } });
    await invalid('updateLegalInformation', { body: { content: 'c'.repeat(5001) } }, 'content');
  });

  it('the photo: an upload shows its progress as DONE and the own addresses, a deletion leaves none', async () => {
    const progress = async (client: any) => {
      const answer = await call(client, 'getPhotoProgress');
      expectConforming('getPhotoProgress', answer);
      return answer.progress;
    };
    // No upload yet: no status (what the service answers then is not shown).
    expect(await progress(m.erika)).toEqual({});
    const own = (await me(m.erika)).photo_urls;
    expect(own.size_48x48).toContain(ERIKA);
    await call(m.erika, 'deletePhoto');
    expect((await me(m.erika)).photo_urls).toEqual({});
    expect(
      (await call(m.max, 'getUser', { params: { path: { id: ERIKA }, query: { fields: 'photo_urls' } } })).users[0].photo_urls,
    ).toEqual({});
    await call(m.erika, 'updatePhoto', { body: doc.components.examples.photoUploadJson.value });
    expect(await progress(m.erika)).toEqual({ status: 'DONE', percentage: 100 });
    expect((await me(m.erika)).photo_urls).toEqual(own);
    // Max uploaded nothing.
    expect(await progress(m.max)).toEqual({});
  });
});
