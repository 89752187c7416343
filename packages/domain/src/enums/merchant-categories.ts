/**
 * Merchant categories (business spec §3): the ISO 18245 merchant category codes with the English
 * descriptions card networks publish, the airline, car-rental and lodging brand ranges (each one
 * group), and a fraud-reimbursement category of our own.
 *
 * A spend rule stores plain four-digit codes; a brand group stands for every code of its range.
 */

export type MerchantCategoryGroup = 'airlines' | 'car_rental' | 'lodging' | 'fraud_reimbursement';

export type MerchantCategory = {
  /** Four digits, e.g. "5411". */
  code: string;
  description: string;
  /** The brand group a code belongs to (generic airline, car-rental and lodging codes included). */
  group?: MerchantCategoryGroup;
};

export type MerchantCategoryBrandGroup = {
  group: Exclude<MerchantCategoryGroup, 'fraud_reimbursement'>;
  description: string;
  /** First and last code of the range, both included. */
  from: string;
  to: string;
};

/** The brand ranges ISO 18245 sets aside for airlines, car-rental companies and hotels. */
export const MERCHANT_CATEGORY_BRAND_GROUPS: readonly MerchantCategoryBrandGroup[] = [
  { group: 'airlines', description: 'Airlines, Air Carriers', from: '3000', to: '3350' },
  { group: 'car_rental', description: 'Car Rental Agencies', from: '3351', to: '3500' },
  { group: 'lodging', description: 'Lodging – Hotels, Motels, Resorts', from: '3501', to: '3999' },
];

/**
 * Not an ISO 18245 code: the networks leave 9990 unassigned. A credit that reimburses a cardholder
 * for a fraudulent purchase carries it, so a rule can allow or block it like any category.
 */
export const FRAUD_REIMBURSEMENT_MCC = '9990';

/** Every standard code outside the brand ranges, in code order. */
export const MERCHANT_CATEGORIES: readonly MerchantCategory[] = [
  { code: '0742', description: 'Veterinary Services' },
  { code: '0763', description: 'Agricultural Cooperatives' },
  { code: '0780', description: 'Landscaping and Horticultural Services' },
  { code: '1520', description: 'General Contractors – Residential and Commercial' },
  { code: '1711', description: 'Heating, Plumbing, and Air-Conditioning Contractors' },
  { code: '1731', description: 'Electrical Contractors' },
  { code: '1740', description: 'Masonry, Stonework, Tile-Setting, Plastering, and Insulation Contractors' },
  { code: '1750', description: 'Carpentry Contractors' },
  { code: '1761', description: 'Roofing, Siding, and Sheet Metal Work Contractors' },
  { code: '1771', description: 'Concrete Work Contractors' },
  { code: '1799', description: 'Special Trade Contractors – Not Elsewhere Classified' },
  { code: '2741', description: 'Miscellaneous Publishing and Printing' },
  { code: '2791', description: 'Typesetting, Plate Making, and Related Services' },
  { code: '2842', description: 'Specialty Cleaning, Polishing, and Sanitation Preparations' },
  { code: '4011', description: 'Railroads' },
  { code: '4111', description: 'Local and Suburban Commuter Passenger Transportation, Including Ferries' },
  { code: '4112', description: 'Passenger Railways' },
  { code: '4119', description: 'Ambulance Services' },
  { code: '4121', description: 'Taxicabs and Limousines' },
  { code: '4131', description: 'Bus Lines' },
  {
    code: '4214',
    description:
      'Motor Freight Carriers and Trucking – Local and Long Distance, Moving and Storage Companies, and Local Delivery Services',
  },
  { code: '4215', description: 'Courier Services – Air and Ground, and Freight Forwarders' },
  {
    code: '4225',
    description: 'Public Warehousing and Storage – Farm Products, Refrigerated Goods, Household Goods',
  },
  { code: '4411', description: 'Steamship and Cruise Lines' },
  { code: '4457', description: 'Boat Rentals and Leases' },
  { code: '4468', description: 'Marinas, Marine Service, and Supplies' },
  { code: '4511', description: 'Airlines and Air Carriers', group: 'airlines' },
  { code: '4582', description: 'Airports, Flying Fields, and Airport Terminals' },
  { code: '4722', description: 'Travel Agencies and Tour Operators' },
  { code: '4723', description: 'Package Tour Operators – Germany Only' },
  { code: '4761', description: 'Telemarketing of Travel-Related Services and Vitamins' },
  { code: '4784', description: 'Tolls and Bridge Fees' },
  { code: '4789', description: 'Transportation Services – Not Elsewhere Classified' },
  { code: '4812', description: 'Telecommunication Equipment and Telephone Sales' },
  {
    code: '4813',
    description: 'Key-Entry Telecom Merchant Providing Single Local and Long-Distance Phone Calls',
  },
  { code: '4814', description: 'Telecommunication Services' },
  { code: '4815', description: 'Monthly Summary Telephone Charges' },
  { code: '4816', description: 'Computer Network and Information Services' },
  { code: '4821', description: 'Telegraph Services' },
  { code: '4829', description: 'Wire Transfers and Money Orders' },
  { code: '4899', description: 'Cable, Satellite, and Other Pay Television and Radio Services' },
  { code: '4900', description: 'Utilities – Electric, Gas, Water, and Sanitary' },
  { code: '5013', description: 'Motor Vehicle Supplies and New Parts' },
  { code: '5021', description: 'Office and Commercial Furniture' },
  { code: '5039', description: 'Construction Materials – Not Elsewhere Classified' },
  { code: '5044', description: 'Photographic, Photocopy, Microfilm Equipment, and Supplies' },
  { code: '5045', description: 'Computers and Computer Peripheral Equipment and Software' },
  { code: '5046', description: 'Commercial Equipment – Not Elsewhere Classified' },
  { code: '5047', description: 'Medical, Dental, Ophthalmic, and Hospital Equipment and Supplies' },
  { code: '5051', description: 'Metal Service Centers and Offices' },
  { code: '5065', description: 'Electrical Parts and Equipment' },
  { code: '5072', description: 'Hardware, Equipment, and Supplies' },
  { code: '5074', description: 'Plumbing and Heating Equipment and Supplies' },
  { code: '5085', description: 'Industrial Supplies – Not Elsewhere Classified' },
  { code: '5094', description: 'Precious Stones and Metals, Watches and Jewelry' },
  { code: '5099', description: 'Durable Goods – Not Elsewhere Classified' },
  { code: '5111', description: 'Stationery, Office Supplies, Printing and Writing Paper' },
  { code: '5122', description: 'Drugs, Drug Proprietaries, and Druggist Sundries' },
  { code: '5131', description: 'Piece Goods, Notions, and Other Dry Goods' },
  { code: '5137', description: "Men's, Women's, and Children's Uniforms and Commercial Clothing" },
  { code: '5139', description: 'Commercial Footwear' },
  { code: '5169', description: 'Chemicals and Allied Products – Not Elsewhere Classified' },
  { code: '5172', description: 'Petroleum and Petroleum Products' },
  { code: '5192', description: 'Books, Periodicals, and Newspapers' },
  { code: '5193', description: "Florists' Supplies, Nursery Stock, and Flowers" },
  { code: '5198', description: 'Paints, Varnishes, and Supplies' },
  { code: '5199', description: 'Nondurable Goods – Not Elsewhere Classified' },
  { code: '5200', description: 'Home Supply Warehouse Stores' },
  { code: '5211', description: 'Lumber and Building Materials Stores' },
  { code: '5231', description: 'Glass, Paint, and Wallpaper Stores' },
  { code: '5251', description: 'Hardware Stores' },
  { code: '5261', description: 'Lawn and Garden Supply Stores, Including Nurseries' },
  { code: '5262', description: 'Marketplaces' },
  { code: '5271', description: 'Mobile Home Dealers' },
  { code: '5300', description: 'Wholesale Clubs' },
  { code: '5309', description: 'Duty Free Stores' },
  { code: '5310', description: 'Discount Stores' },
  { code: '5311', description: 'Department Stores' },
  { code: '5331', description: 'Variety Stores' },
  { code: '5399', description: 'Miscellaneous General Merchandise' },
  { code: '5411', description: 'Grocery Stores and Supermarkets' },
  { code: '5422', description: 'Freezer and Locker Meat Provisioners' },
  { code: '5441', description: 'Candy, Nut, and Confectionery Stores' },
  { code: '5451', description: 'Dairy Products Stores' },
  { code: '5462', description: 'Bakeries' },
  { code: '5499', description: 'Miscellaneous Food Stores – Convenience Stores and Specialty Markets' },
  {
    code: '5511',
    description: 'Car and Truck Dealers (New and Used) – Sales, Service, Repairs, Parts, and Leasing',
  },
  {
    code: '5521',
    description: 'Car and Truck Dealers (Used Only) – Sales, Service, Repairs, Parts, and Leasing',
  },
  { code: '5531', description: 'Auto and Home Supply Stores' },
  { code: '5532', description: 'Automotive Tire Stores' },
  { code: '5533', description: 'Automotive Parts and Accessories Stores' },
  { code: '5541', description: 'Service Stations (With or Without Ancillary Services)' },
  { code: '5542', description: 'Automated Fuel Dispensers' },
  { code: '5551', description: 'Boat Dealers' },
  { code: '5552', description: 'Electric Vehicle Charging' },
  { code: '5561', description: 'Camper, Recreational and Utility Trailer Dealers' },
  { code: '5571', description: 'Motorcycle Shops and Dealers' },
  { code: '5592', description: 'Motor Home Dealers' },
  { code: '5598', description: 'Snowmobile Dealers' },
  {
    code: '5599',
    description: 'Miscellaneous Automotive, Aircraft, and Farm Equipment Dealers – Not Elsewhere Classified',
  },
  { code: '5611', description: "Men's and Boys' Clothing and Accessories Stores" },
  { code: '5621', description: "Women's Ready-to-Wear Stores" },
  { code: '5631', description: "Women's Accessory and Specialty Shops" },
  { code: '5641', description: "Children's and Infants' Wear Stores" },
  { code: '5651', description: 'Family Clothing Stores' },
  { code: '5655', description: 'Sports and Riding Apparel Stores' },
  { code: '5661', description: 'Shoe Stores' },
  { code: '5681', description: 'Furriers and Fur Shops' },
  { code: '5691', description: "Men's and Women's Clothing Stores" },
  { code: '5697', description: 'Tailors, Seamstresses, Mending, and Alterations' },
  { code: '5698', description: 'Wig and Toupee Stores' },
  { code: '5699', description: 'Miscellaneous Apparel and Accessory Shops' },
  { code: '5712', description: 'Furniture, Home Furnishings, and Equipment Stores, Except Appliances' },
  { code: '5713', description: 'Floor Covering Stores' },
  { code: '5714', description: 'Drapery, Window Covering, and Upholstery Stores' },
  { code: '5718', description: 'Fireplaces, Fireplace Screens, and Accessories Stores' },
  { code: '5719', description: 'Miscellaneous Home Furnishing Specialty Stores' },
  { code: '5722', description: 'Household Appliance Stores' },
  { code: '5732', description: 'Electronics Stores' },
  { code: '5733', description: 'Music Stores – Musical Instruments, Pianos, and Sheet Music' },
  { code: '5734', description: 'Computer Software Stores' },
  { code: '5735', description: 'Record Stores' },
  { code: '5811', description: 'Caterers' },
  { code: '5812', description: 'Eating Places and Restaurants' },
  {
    code: '5813',
    description:
      'Drinking Places (Alcoholic Beverages) – Bars, Taverns, Nightclubs, Cocktail Lounges, and Discotheques',
  },
  { code: '5814', description: 'Fast Food Restaurants' },
  { code: '5815', description: 'Digital Goods – Media: Books, Movies, Music' },
  { code: '5816', description: 'Digital Goods – Games' },
  { code: '5817', description: 'Digital Goods – Applications (Excludes Games)' },
  { code: '5818', description: 'Digital Goods – Large Digital Goods Merchant' },
  { code: '5912', description: 'Drug Stores and Pharmacies' },
  { code: '5921', description: 'Package Stores – Beer, Wine, and Liquor' },
  { code: '5931', description: 'Used Merchandise and Secondhand Stores' },
  { code: '5932', description: 'Antique Shops – Sales, Repairs, and Restoration Services' },
  { code: '5933', description: 'Pawn Shops' },
  { code: '5935', description: 'Wrecking and Salvage Yards' },
  { code: '5937', description: 'Antique Reproductions' },
  { code: '5940', description: 'Bicycle Shops – Sales and Service' },
  { code: '5941', description: 'Sporting Goods Stores' },
  { code: '5942', description: 'Book Stores' },
  { code: '5943', description: 'Stationery, Office, and School Supply Stores' },
  { code: '5944', description: 'Jewelry, Watch, Clock, and Silverware Stores' },
  { code: '5945', description: 'Hobby, Toy, and Game Shops' },
  { code: '5946', description: 'Camera and Photographic Supply Stores' },
  { code: '5947', description: 'Gift, Card, Novelty, and Souvenir Shops' },
  { code: '5948', description: 'Luggage and Leather Goods Stores' },
  { code: '5949', description: 'Sewing, Needlework, Fabric, and Piece Goods Stores' },
  { code: '5950', description: 'Glassware and Crystal Stores' },
  { code: '5960', description: 'Direct Marketing – Insurance Services' },
  { code: '5961', description: 'Mail Order Houses Including Catalog Order Stores' },
  { code: '5962', description: 'Direct Marketing – Travel-Related Arrangement Services' },
  { code: '5963', description: 'Door-to-Door Sales' },
  { code: '5964', description: 'Direct Marketing – Catalog Merchant' },
  { code: '5965', description: 'Direct Marketing – Combination Catalog and Retail Merchant' },
  { code: '5966', description: 'Direct Marketing – Outbound Telemarketing Merchant' },
  { code: '5967', description: 'Direct Marketing – Inbound Telemarketing Merchant' },
  { code: '5968', description: 'Direct Marketing – Continuity/Subscription Merchant' },
  { code: '5969', description: 'Direct Marketing – Other Direct Marketers – Not Elsewhere Classified' },
  { code: '5970', description: "Artist's Supply and Craft Shops" },
  { code: '5971', description: 'Art Dealers and Galleries' },
  { code: '5972', description: 'Stamp and Coin Stores' },
  { code: '5973', description: 'Religious Goods Stores' },
  { code: '5975', description: 'Hearing Aids – Sales, Service, and Supplies' },
  { code: '5976', description: 'Orthopedic Goods – Prosthetic Devices' },
  { code: '5977', description: 'Cosmetic Stores' },
  { code: '5978', description: 'Typewriter Stores – Sales, Service, and Rentals' },
  { code: '5983', description: 'Fuel Dealers – Fuel Oil, Wood, Coal, and Liquefied Petroleum' },
  { code: '5992', description: 'Florists' },
  { code: '5993', description: 'Cigar Stores and Stands' },
  { code: '5994', description: 'News Dealers and Newsstands' },
  { code: '5995', description: 'Pet Shops, Pet Food, and Supplies' },
  { code: '5996', description: 'Swimming Pools – Sales, Supplies, and Services' },
  { code: '5997', description: 'Electric Razor Stores – Sales and Service' },
  { code: '5998', description: 'Tent and Awning Shops' },
  { code: '5999', description: 'Miscellaneous and Specialty Retail Stores' },
  { code: '6010', description: 'Financial Institutions – Manual Cash Disbursements' },
  { code: '6011', description: 'Financial Institutions – Automated Cash Disbursements' },
  { code: '6012', description: 'Financial Institutions – Merchandise, Services, and Debt Repayment' },
  { code: '6050', description: 'Quasi Cash – Member Financial Institution' },
  {
    code: '6051',
    description:
      'Non-Financial Institutions – Foreign Currency, Non-Fiat Currency, Money Orders, Travelers Cheques, and Debt Repayment',
  },
  { code: '6211', description: 'Security Brokers and Dealers' },
  { code: '6300', description: 'Insurance Sales, Underwriting, and Premiums' },
  { code: '6381', description: 'Insurance – Premiums' },
  { code: '6399', description: 'Insurance – Not Elsewhere Classified' },
  { code: '6513', description: 'Real Estate Agents and Managers – Rentals' },
  { code: '6529', description: 'Remote Stored Value Load – Member Financial Institution' },
  { code: '6530', description: 'Remote Stored Value Load – Merchant' },
  { code: '6532', description: 'Payment Transaction – Member Financial Institution' },
  { code: '6533', description: 'Payment Transaction – Merchant' },
  { code: '6534', description: 'Money Transfer – Member Financial Institution' },
  { code: '6535', description: 'Value Purchase – Member Financial Institution' },
  { code: '6536', description: 'MoneySend Intracountry' },
  { code: '6537', description: 'MoneySend Intercountry' },
  { code: '6538', description: 'MoneySend Funding' },
  { code: '6540', description: 'Non-Financial Institutions – Stored Value Card Purchase/Load' },
  { code: '7011', description: 'Lodging – Hotels, Motels, and Resorts', group: 'lodging' },
  { code: '7012', description: 'Timeshares' },
  { code: '7032', description: 'Sporting and Recreational Camps' },
  { code: '7033', description: 'Trailer Parks and Campgrounds' },
  { code: '7210', description: 'Laundry, Cleaning, and Garment Services' },
  { code: '7211', description: 'Laundries – Family and Commercial' },
  { code: '7216', description: 'Dry Cleaners' },
  { code: '7217', description: 'Carpet and Upholstery Cleaning' },
  { code: '7221', description: 'Photographic Studios' },
  { code: '7230', description: 'Beauty and Barber Shops' },
  { code: '7251', description: 'Shoe Repair Shops, Shoe Shine Parlors, and Hat Cleaning Shops' },
  { code: '7261', description: 'Funeral Services and Crematories' },
  { code: '7273', description: 'Dating and Escort Services' },
  { code: '7276', description: 'Tax Preparation Services' },
  { code: '7277', description: 'Counseling Services – Debt, Marriage, and Personal' },
  { code: '7278', description: 'Buying and Shopping Services and Clubs' },
  { code: '7280', description: 'Hospital Patient-Personal Funds Withdrawal' },
  { code: '7295', description: 'Babysitting Services' },
  { code: '7296', description: 'Clothing Rental – Costumes, Uniforms, and Formal Wear' },
  { code: '7297', description: 'Massage Parlors' },
  { code: '7298', description: 'Health and Beauty Spas' },
  { code: '7299', description: 'Miscellaneous Personal Services – Not Elsewhere Classified' },
  { code: '7311', description: 'Advertising Services' },
  { code: '7321', description: 'Consumer Credit Reporting Agencies' },
  { code: '7332', description: 'Blueprinting and Photocopying Services' },
  { code: '7333', description: 'Commercial Photography, Art, and Graphics' },
  { code: '7338', description: 'Quick Copy, Reproduction, and Blueprinting Services' },
  { code: '7339', description: 'Stenographic and Secretarial Support Services' },
  { code: '7342', description: 'Exterminating and Disinfecting Services' },
  { code: '7349', description: 'Cleaning, Maintenance, and Janitorial Services' },
  { code: '7361', description: 'Employment Agencies and Temporary Help Services' },
  {
    code: '7372',
    description: 'Computer Programming, Data Processing, and Integrated Systems Design Services',
  },
  { code: '7375', description: 'Information Retrieval Services' },
  { code: '7379', description: 'Computer Maintenance, Repair, and Services – Not Elsewhere Classified' },
  { code: '7392', description: 'Management, Consulting, and Public Relations Services' },
  {
    code: '7393',
    description:
      'Detective Agencies, Protective Agencies, and Security Services, Including Armored Cars and Guard Dogs',
  },
  { code: '7394', description: 'Equipment, Tool, Furniture, and Appliance Rental and Leasing' },
  { code: '7395', description: 'Photofinishing Laboratories and Photo Developing' },
  { code: '7399', description: 'Business Services – Not Elsewhere Classified' },
  { code: '7511', description: 'Truck Stops' },
  { code: '7512', description: 'Automobile Rental Agency', group: 'car_rental' },
  { code: '7513', description: 'Truck and Utility Trailer Rentals' },
  { code: '7519', description: 'Motor Home and Recreational Vehicle Rentals' },
  { code: '7523', description: 'Parking Lots, Parking Meters, and Garages' },
  { code: '7524', description: 'Express Payment Service Merchants – Parking Lots and Garages' },
  { code: '7531', description: 'Automotive Body Repair Shops' },
  { code: '7534', description: 'Tire Retreading and Repair Shops' },
  { code: '7535', description: 'Automotive Paint Shops' },
  { code: '7538', description: 'Automotive Service Shops (Non-Dealer)' },
  { code: '7542', description: 'Car Washes' },
  { code: '7549', description: 'Towing Services' },
  { code: '7622', description: 'Electronics Repair Shops' },
  { code: '7623', description: 'Air Conditioning and Refrigeration Repair Shops' },
  { code: '7629', description: 'Electrical and Small Appliance Repair Shops' },
  { code: '7631', description: 'Watch, Clock, and Jewelry Repair Shops' },
  { code: '7641', description: 'Furniture – Reupholstery, Repair, and Refinishing' },
  { code: '7692', description: 'Welding Services' },
  { code: '7699', description: 'Miscellaneous Repair Shops and Related Services' },
  { code: '7800', description: 'Government-Owned Lotteries (US Region Only)' },
  { code: '7801', description: 'Government Licensed Online Casinos (Online Gambling) (US Region Only)' },
  { code: '7802', description: 'Government-Licensed Horse/Dog Racing (US Region Only)' },
  { code: '7829', description: 'Motion Picture and Video Tape Production and Distribution' },
  { code: '7832', description: 'Motion Picture Theaters' },
  { code: '7841', description: 'Video Tape Rental Stores' },
  { code: '7911', description: 'Dance Halls, Studios, and Schools' },
  { code: '7922', description: 'Theatrical Producers (Except Motion Pictures) and Ticket Agencies' },
  {
    code: '7929',
    description: 'Bands, Orchestras, and Miscellaneous Entertainers – Not Elsewhere Classified',
  },
  { code: '7932', description: 'Billiard and Pool Establishments' },
  { code: '7933', description: 'Bowling Alleys' },
  {
    code: '7941',
    description: 'Commercial Sports, Professional Sports Clubs, Athletic Fields, and Sports Promoters',
  },
  { code: '7991', description: 'Tourist Attractions and Exhibits' },
  { code: '7992', description: 'Public Golf Courses' },
  { code: '7993', description: 'Video Amusement Game Supplies' },
  { code: '7994', description: 'Video Game Arcades and Establishments' },
  {
    code: '7995',
    description:
      'Betting, Including Lottery Tickets, Casino Gaming Chips, Off-Track Betting, and Wagers at Race Tracks',
  },
  { code: '7996', description: 'Amusement Parks, Circuses, Carnivals, and Fortune Tellers' },
  {
    code: '7997',
    description: 'Membership Clubs (Sports, Recreation, Athletic), Country Clubs, and Private Golf Courses',
  },
  { code: '7998', description: 'Aquariums, Seaquariums, and Dolphinariums' },
  { code: '7999', description: 'Recreation Services – Not Elsewhere Classified' },
  { code: '8011', description: 'Doctors and Physicians – Not Elsewhere Classified' },
  { code: '8021', description: 'Dentists and Orthodontists' },
  { code: '8031', description: 'Osteopaths' },
  { code: '8041', description: 'Chiropractors' },
  { code: '8042', description: 'Optometrists and Ophthalmologists' },
  { code: '8043', description: 'Opticians, Optical Goods, and Eyeglasses' },
  { code: '8049', description: 'Podiatrists and Chiropodists' },
  { code: '8050', description: 'Nursing and Personal Care Facilities' },
  { code: '8062', description: 'Hospitals' },
  { code: '8071', description: 'Medical and Dental Laboratories' },
  { code: '8099', description: 'Medical Services and Health Practitioners – Not Elsewhere Classified' },
  { code: '8111', description: 'Legal Services and Attorneys' },
  { code: '8211', description: 'Elementary and Secondary Schools' },
  { code: '8220', description: 'Colleges, Universities, Professional Schools, and Junior Colleges' },
  { code: '8241', description: 'Correspondence Schools' },
  { code: '8244', description: 'Business and Secretarial Schools' },
  { code: '8249', description: 'Trade and Vocational Schools' },
  { code: '8299', description: 'Schools and Educational Services – Not Elsewhere Classified' },
  { code: '8351', description: 'Child Care Services' },
  { code: '8398', description: 'Charitable and Social Service Organizations – Fundraising' },
  { code: '8641', description: 'Civic, Social, and Fraternal Associations' },
  { code: '8651', description: 'Political Organizations' },
  { code: '8661', description: 'Religious Organizations' },
  { code: '8675', description: 'Automobile Associations' },
  { code: '8699', description: 'Membership Organizations – Not Elsewhere Classified' },
  { code: '8734', description: 'Testing Laboratories (Non-Medical Testing)' },
  { code: '8911', description: 'Architectural, Engineering, and Surveying Services' },
  { code: '8931', description: 'Accounting, Auditing, and Bookkeeping Services' },
  { code: '8999', description: 'Professional Services – Not Elsewhere Classified' },
  { code: '9211', description: 'Court Costs, Including Alimony and Child Support' },
  { code: '9222', description: 'Fines' },
  { code: '9223', description: 'Bail and Bond Payments' },
  { code: '9311', description: 'Tax Payments' },
  { code: '9399', description: 'Government Services – Not Elsewhere Classified' },
  { code: '9402', description: 'Postal Services – Government Only' },
  { code: '9405', description: 'Intra-Government Purchases – Government Only' },
  { code: '9700', description: 'Automated Referral Service' },
  { code: '9701', description: 'Visa Credential Server' },
  { code: '9702', description: 'Emergency Services (GCAS)' },
  { code: '9950', description: 'Intra-Company Purchases' },
  { code: FRAUD_REIMBURSEMENT_MCC, description: 'Fraud Reimbursement', group: 'fraud_reimbursement' },
];

const BY_CODE = new Map(MERCHANT_CATEGORIES.map((category) => [category.code, category]));

/** The brand range a code falls in, if any. */
export function merchantCategoryBrandGroupOf(code: string): MerchantCategoryBrandGroup | undefined {
  if (!/^\d{4}$/.test(code)) return undefined;
  return MERCHANT_CATEGORY_BRAND_GROUPS.find((range) => range.from <= code && code <= range.to);
}

/**
 * The category of a code: a listed code, or a code of a brand range (described by its group).
 * Undefined for anything ISO 18245 and our list do not know.
 */
export function lookupMerchantCategory(code: string): MerchantCategory | undefined {
  const listed = BY_CODE.get(code);
  if (listed) return listed;
  const range = merchantCategoryBrandGroupOf(code);
  return range ? { code, description: range.description, group: range.group } : undefined;
}

export function isMerchantCategoryCode(code: string): boolean {
  return lookupMerchantCategory(code) !== undefined;
}

/** Every code of a brand range, in order (a spend rule stores them one by one). */
export function merchantCategoryBrandGroupCodes(range: MerchantCategoryBrandGroup): string[] {
  const codes: string[] = [];
  for (let code = Number(range.from); code <= Number(range.to); code += 1) {
    codes.push(String(code).padStart(4, '0'));
  }
  return codes;
}
